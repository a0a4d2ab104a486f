//! Reading and writing values through places: the roots of places (locals, globals,
//! shared variables, heap objects, snapshots of collective assertions), and updates along
//! paths into aggregates and symbolic arrays.
//!
//! Unions: a union value is an aggregate of its members followed by the index of the
//! member last written (plus the number of members when that member was written only in
//! part since another was held); a write of a member forgets the others (C11 6.2.6.1 7),
//! so no stale pointer keeps a heap object reachable. Reads and writes follow the types of
//! their paths only when the program declares a union (`Facts::has_unions`). Reading
//! another member than the one held is type punning: exact for integers of one width
//! (modulo `2^w`), arrays of them, the same type, and the common initial sequence of
//! structs; anything else, and a part of a member read before it was written after a
//! switch of members, is unsupported, naming both members (tass has values, not bytes).
//!
//! Program arguments (`main(argc, argv)`): `argc` is symbolic in `1..8`; `argv` points to
//! a heap object of `argc + 1` pointers made at its first access (the path then splits on
//! `argc`): symbolic strings `argv[K]` of at most 15 characters (`ARG_LEN` with the
//! terminating zero), then `NULL` (C11 5.1.2.2.1). With `--arg K=TEXT`
//! (`Config::arguments`) `argv[K]` is the text and `argc > K` is assumed.

use crate::lvalue::Place;
use crate::machine::{Halt, Machine, ARGUMENTS_SITE, R};
use crate::place::same_representation;
use crate::report::PropertyKind;
use std::borrow::Cow;
use std::sync::Arc;
use tass_model::{Extent, Type as MType};
use tass_state::{Base, HeapObject, Pointer, ProcId, State, Step, Value, ENDED_FRAME};
use tass_symbolic::{BigInt, Expr, Type};
use tass_syntax::ast::IntKind;
use tass_syntax::Span;

/// The length of each symbolic command-line argument, with its terminating 0.
const ARG_LEN: u64 = 16;

/// The declaration of local `var` of frame `frame` of process `p` runs again (its block
/// is entered again, as in each iteration of a loop): the earlier instance of the local
/// ends (C11 6.2.4), and every pointer to it is made to dangle ([`ENDED_FRAME`]).
pub(crate) fn end_instance(st: &mut State, p: ProcId, frame: u32, var: u32) {
    let target = Base::Local {
        proc: (p.model, p.rank),
        frame,
        var,
    };
    fn names(v: &Value, t: &Base) -> bool {
        match v {
            Value::Ptr(Pointer::Obj { base, .. }) => base == t,
            Value::Agg(items) => items.iter().any(|x| names(x, t)),
            _ => false,
        }
    }
    fn ended(v: &Value, t: &Base) -> Value {
        match v {
            Value::Ptr(Pointer::Obj { base, path }) if base == t => {
                let Base::Local { proc, var, .. } = base else {
                    return v.clone();
                };
                Value::Ptr(Pointer::Obj {
                    base: Base::Local {
                        proc: *proc,
                        frame: ENDED_FRAME,
                        var: *var,
                    },
                    path: path.clone(),
                })
            }
            Value::Agg(items) if items.iter().any(|x| names(x, t)) => {
                Value::Agg(items.iter().map(|x| ended(x, t)).collect())
            }
            _ => v.clone(),
        }
    }
    let pr = st.proc(p);
    let found = pr.globals.iter().any(|v| names(v, &target))
        || pr
            .stack
            .iter()
            .any(|f| f.locals.iter().any(|v| names(v, &target)))
        || pr
            .heap
            .iter()
            .flatten()
            .any(|o| o.value.as_ref().is_some_and(|v| names(v, &target)));
    if !found {
        return;
    }
    let pr = st.proc_mut(p);
    if pr.globals.iter().any(|v| names(v, &target)) {
        pr.globals = Arc::new(pr.globals.iter().map(|v| ended(v, &target)).collect());
    }
    for f in pr.stack.iter_mut() {
        if f.locals.iter().any(|v| names(v, &target)) {
            let f = Arc::make_mut(f);
            f.locals = f.locals.iter().map(|v| ended(v, &target)).collect();
        }
    }
    if pr
        .heap
        .iter()
        .flatten()
        .any(|o| o.value.as_ref().is_some_and(|v| names(v, &target)))
    {
        let heap = Arc::make_mut(&mut pr.heap);
        for o in heap.iter_mut().flatten() {
            if let Some(v) = &o.value {
                if names(v, &target) {
                    o.value = Some(ended(v, &target));
                }
            }
        }
    }
}

/// Adds `obj` to the heap of process `p`: the pointer to its first element.
pub(crate) fn allocate(st: &mut State, p: ProcId, obj: HeapObject) -> Value {
    let heap = Arc::make_mut(&mut st.proc_mut(p).heap);
    heap.push(Some(obj));
    let obj = heap.len() as u32 - 1;
    Value::Ptr(Pointer::Obj {
        base: Base::Heap {
            proc: (p.model, p.rank),
            obj,
        },
        path: vec![Step::Index(Expr::int(0))].into(),
    })
}

impl Machine<'_> {
    /// The contents of an argument vector of `n` entries, now that `n = argc + 1` is
    /// known: pointers to `n - 1` strings of at most `ARG_LEN - 1` characters with
    /// symbolic contents (the same for every process, as `mpiexec` passes them), then a
    /// null pointer; an argument fixed by `--arg` (`Config::arguments`) is its text. The
    /// strings are never reported as leaks.
    pub(crate) fn argument_strings(
        &mut self,
        st: &mut State,
        owner: ProcId,
        n: u64,
        span: Span,
    ) -> R<Vec<Value>> {
        let mut ptrs = Vec::new();
        for i in 0..n.saturating_sub(1) {
            let fixed = self
                .cfg
                .arguments
                .iter()
                .rev()
                .find(|(k, _)| *k as u64 == i)
                .map(|(_, text)| text.clone());
            let (a, len) = match fixed {
                // `--arg K=TEXT`: the characters of TEXT, then 0.
                Some(text) => {
                    let mut chars: Vec<Expr> = text
                        .bytes()
                        .map(|b| Expr::int(i64::from(b as i8)))
                        .collect();
                    chars.push(Expr::int(0));
                    let len = chars.len() as u64;
                    (self.sym(Expr::array(&Type::int(), chars), span)?, len)
                }
                None => {
                    let arr_ty =
                        self.sym(Type::array(&Type::int(), Some(&Expr::int(ARG_LEN))), span)?;
                    let a = self.sym(Expr::symbol(&format!("argv[{i}]"), &arr_ty), span)?;
                    let last = self.sym(a.read(&Expr::int(ARG_LEN - 1)), span)?;
                    let end = self.sym(last.equals(&Expr::int(0)), span)?;
                    st.pc = self.sym(st.pc.and(&end), span)?;
                    (a, ARG_LEN)
                }
            };
            let heap = Arc::make_mut(&mut st.proc_mut(owner).heap);
            heap.push(Some(HeapObject {
                bytes: Expr::int(len),
                value: Some(Value::Sym(a)),
                elem: Some(MType::CHAR),
                site: ARGUMENTS_SITE,
                zeroed: false,
            }));
            let obj = heap.len() as u32 - 1;
            ptrs.push(Value::Ptr(Pointer::Obj {
                base: Base::Heap {
                    proc: (owner.model, owner.rank),
                    obj,
                },
                path: vec![Step::Index(Expr::int(0))].into(),
            }));
        }
        if n > 0 {
            ptrs.push(Value::Ptr(Pointer::Null));
        }
        Ok(ptrs)
    }

    pub(crate) fn root<'s>(&self, st: &'s State, p: ProcId, base: &Base) -> Option<Cow<'s, Value>> {
        // In a collective assertion, variables are read from the snapshot.
        if let Some((me, snaps, func)) = &self.scope.snapshots {
            let prog = self.progs[p.model as usize];
            // A local is found by its place in the snapshot (`visible_vars` lists the
            // frame's named locals last first), so that a name declared twice in the
            // function reads the variable meant.
            if let (Base::Local { var, .. }, Some(f)) = (base, func) {
                let locals = &prog.functions[f.0 as usize].locals;
                let named =
                    |v: &tass_model::Var| !v.name.starts_with('$') && !v.name.starts_with('\\');
                if let Some(v) = locals.get(*var as usize).filter(|v| named(v)) {
                    let pos = locals[*var as usize + 1..]
                        .iter()
                        .filter(|v| named(v))
                        .count();
                    if let Some((n, val)) = snaps.get(*me).and_then(|s| s.get(pos)) {
                        if *n == v.name {
                            return Some(Cow::Owned(val.clone()));
                        }
                    }
                }
            }
            let name = match base {
                Base::Shared { var, .. } => Some(prog.shared.get(*var as usize)?.var.name.clone()),
                Base::Global { var, .. } => Some(prog.globals.get(*var as usize)?.name.clone()),
                Base::Local { var, .. } => Some(
                    prog.functions[func.as_ref()?.0 as usize]
                        .locals
                        .get(*var as usize)?
                        .name
                        .clone(),
                ),
                _ => None,
            };
            if let Some(n) = name {
                return snaps
                    .get(*me)?
                    .iter()
                    .find(|(m, _)| *m == n)
                    .map(|(_, v)| Cow::Owned(v.clone()));
            }
        }
        match base {
            Base::Shared { model, var } => st
                .models
                .get(*model as usize)?
                .shared
                .get(*var as usize)
                .map(Cow::Borrowed),
            Base::Global { proc, var } => st
                .proc(ProcId {
                    model: proc.0,
                    rank: proc.1,
                })
                .globals
                .get(*var as usize)
                .map(Cow::Borrowed),
            Base::Local { proc, frame, var } => {
                let pr = st.proc(ProcId {
                    model: proc.0,
                    rank: proc.1,
                });
                let f = pr.stack.iter().rev().find(|f| f.uid == *frame)?;
                f.locals.get(*var as usize).map(Cow::Borrowed)
            }
            Base::Heap { proc, obj } => {
                let pr = st.proc(ProcId {
                    model: proc.0,
                    rank: proc.1,
                });
                pr.heap
                    .get(*obj as usize)?
                    .as_ref()?
                    .value
                    .as_ref()
                    .map(Cow::Borrowed)
            }
            Base::Str(bytes) => {
                let mut elems: Vec<Expr> = bytes
                    .iter()
                    .map(|b| Expr::int(i64::from(*b as i8)))
                    .collect();
                elems.push(Expr::int(0));
                let _ = p;
                Expr::array(&Type::int(), elems)
                    .ok()
                    .map(|e| Cow::Owned(Value::Sym(e)))
            }
        }
    }

    /// The length of the array at a place when it is a symbolic array that a read would
    /// only wrap (`read(a, i)` of a symbol or of another read, whose extent is its
    /// type's): found from the types, without building the expression a read makes.
    /// `None` when the place must be read to know it.
    pub(crate) fn declared_length(&self, st: &State, p: ProcId, pl: &Place) -> Option<Expr> {
        use tass_symbolic::ExprKind;
        let root = self.root(st, p, &pl.base)?;
        let Value::Sym(a0) = &*root else {
            return None;
        };
        let mut a = Cow::Borrowed(a0);
        let mut ty: Option<Type> = None;
        for step in &pl.path {
            let Step::Index(i) = step else {
                return None;
            };
            if let Some(t) = &ty {
                ty = Some(t.element()?.clone());
                continue;
            }
            if !a.ty().is_array() {
                return None;
            }
            match a.kind() {
                ExprKind::ArrayLit(_)
                | ExprKind::Chi(..)
                | ExprKind::Write(..)
                | ExprKind::Lambda(..)
                | ExprKind::Cond(..) => a = Cow::Owned(a.read(i).ok()?),
                _ => ty = Some(a.ty().element()?.clone()),
            }
        }
        match ty {
            Some(t) if t.is_array() => t.declared_extent().cloned(),
            Some(_) => None,
            None if a.ty().is_array() => a.extent().ok(),
            None => None,
        }
    }

    /// Reads the value at a place.
    pub(crate) fn read(&mut self, st: &mut State, p: ProcId, pl: &Place, span: Span) -> R<Value> {
        let Some(v) = self.root(st, p, &pl.base) else {
            return Err(Halt::Unsupported(
                span,
                "a read of an object that does not exist".into(),
            ));
        };
        // The types along the path matter only for unions.
        let ty = if self.facts.has_unions {
            self.declared_type(st, &pl.base, &[])
        } else {
            None
        };
        self.read_path(st, v, ty, base_model(&pl.base), &pl.path, span)
    }

    /// Reads along `path` from a value `v` of type `ty` (when known; it is followed only
    /// to find unions), in the structs of model `model`.
    fn read_path(
        &mut self,
        st: &State,
        mut v: Cow<'_, Value>,
        mut ty: Option<MType>,
        model: u8,
        path: &[Step],
        span: Span,
    ) -> R<Value> {
        for (k, step) in path.iter().enumerate() {
            if let (Step::Field(j), Some(MType::Struct(id)), Value::Agg(items)) = (step, &ty, &*v) {
                let prog = self.progs[model as usize];
                let def = &prog.structs[id.0 as usize];
                if def.is_union {
                    if let Some((t, partial)) = union_tag(items, def.fields.len()) {
                        if t == *j as usize && partial {
                            // The member was written in part since another was held: its
                            // other parts are that member's bytes.
                            let mt = def.fields[t].1.clone();
                            let got = self.read_path(
                                st,
                                Cow::Borrowed(&items[t]),
                                Some(mt),
                                model,
                                &path[k + 1..],
                                span,
                            )?;
                            if has_undef(&got) {
                                return Err(Halt::Unsupported(
                                    span,
                                    format!(
                                        "a part of union member `{}` read before it was written (its bytes belong to the member held before)",
                                        def.fields[t].0
                                    ),
                                ));
                            }
                            return Ok(got);
                        }
                        if t != *j as usize {
                            let held = items.get(t).cloned().unwrap_or(Value::Undef);
                            return self.pun(
                                st,
                                held,
                                &def.fields[t],
                                &def.fields[*j as usize],
                                model,
                                &path[k + 1..],
                                span,
                            );
                        }
                    }
                }
            }
            ty = ty.and_then(|t| self.step_type(model, t, step));
            let next = match (step, &*v) {
                (Step::Field(i), Value::Agg(items)) => {
                    items.get(*i as usize).cloned().unwrap_or(Value::Undef)
                }
                (Step::Index(i), Value::Sym(a)) if a.ty().is_array() => {
                    let r = a.read(i);
                    Value::Sym(self.sym(r, span)?)
                }
                (Step::Index(i), Value::Agg(items)) => {
                    let i = i.simplify_under(&st.pc).unwrap_or_else(|_| i.clone());
                    match i.as_int().and_then(|k| usize::try_from(k).ok()) {
                        Some(k) => items.get(k).cloned().unwrap_or(Value::Undef),
                        None if self.scope.in_quantifier => {
                            // A bound variable is not a value of the path to split on.
                            return Err(Halt::Unsupported(
                                span,
                                "a quantifier over the elements of an array of structs or pointers"
                                    .into(),
                            ));
                        }
                        None => {
                            return Err(Halt::Split {
                                value: i,
                                candidates: (0..items.len() as i64).collect(),
                            })
                        }
                    }
                }
                (Step::Index(_), Value::Undef) | (Step::Field(_), Value::Undef) => Value::Undef,
                (Step::Index(i), other) if i.as_int().is_some_and(|k| *k == BigInt::from(0)) => {
                    other.clone()
                }
                _ => {
                    return Err(Halt::Unsupported(
                        span,
                        "a read through a path that does not fit the value".into(),
                    ))
                }
            };
            v = Cow::Owned(next);
        }
        Ok(v.into_owned())
    }

    /// Writes `v` at a place.
    pub(crate) fn write(
        &mut self,
        st: &mut State,
        p: ProcId,
        pl: &Place,
        v: Value,
        span: Span,
    ) -> R<()> {
        if self.facts.frame_checks && !self.step.internal_write {
            self.check_write(st, p, pl, span)?;
        }
        if let Base::Str(_) = pl.base {
            let viol = self.definite(
                st,
                PropertyKind::Pointer,
                span,
                "write into a string literal".into(),
            );
            return Err(viol);
        }
        let Some(root) = self.root(st, p, &pl.base).map(Cow::into_owned) else {
            return Err(Halt::Unsupported(
                span,
                "a write to an object that does not exist".into(),
            ));
        };
        let ty = if self.facts.has_unions {
            self.declared_type(st, &pl.base, &[])
        } else {
            None
        };
        let new = self.update(st, p, &root, ty, base_model(&pl.base), &pl.path, v, span)?;
        match &pl.base {
            Base::Shared { model, var } if st.models[*model as usize].procs.len() > 1 => {
                match st
                    .shared_writers
                    .iter()
                    .find(|(m, x, _)| m == model && x == var)
                {
                    Some((_, _, r)) if *r != p.rank => {
                        return Err(Halt::Unsupported(span, "a shared output written by two processes (their order is not explored)".into()));
                    }
                    Some(_) => {}
                    None => st.shared_writers.push((*model, *var, p.rank)),
                }
                let shared = Arc::make_mut(&mut st.models[*model as usize].shared);
                shared[*var as usize] = new;
            }
            Base::Shared { model, var } => {
                let shared = Arc::make_mut(&mut st.models[*model as usize].shared);
                shared[*var as usize] = new;
            }
            Base::Global { proc, var } => {
                let pr = st.proc_mut(ProcId {
                    model: proc.0,
                    rank: proc.1,
                });
                Arc::make_mut(&mut pr.globals)[*var as usize] = new;
            }
            Base::Local { proc, frame, var } => {
                let pr = st.proc_mut(ProcId {
                    model: proc.0,
                    rank: proc.1,
                });
                if let Some(f) = pr.stack.iter_mut().rev().find(|f| f.uid == *frame) {
                    Arc::make_mut(f).locals[*var as usize] = new;
                }
            }
            Base::Heap { proc, obj } => {
                let pr = st.proc_mut(ProcId {
                    model: proc.0,
                    rank: proc.1,
                });
                if let Some(Some(o)) = Arc::make_mut(&mut pr.heap).get_mut(*obj as usize) {
                    o.value = Some(new);
                }
            }
            Base::Str(_) => {}
        }
        Ok(())
    }

    /// `root` (of type `ty`, when known: it is followed only to find unions) with `v`
    /// written at `path`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn update(
        &mut self,
        st: &mut State,
        p: ProcId,
        root: &Value,
        ty: Option<MType>,
        model: u8,
        path: &[Step],
        v: Value,
        span: Span,
    ) -> R<Value> {
        let Some((step, rest)) = path.split_first() else {
            return Ok(v);
        };
        let sub = ty.clone().and_then(|t| self.step_type(model, t, step));
        match (step, root) {
            (Step::Field(i), Value::Agg(items)) => {
                let mut items: Vec<Value> = items.to_vec();
                let i = *i as usize;
                let union = match &ty {
                    Some(MType::Struct(id)) => {
                        let def = &self.progs[model as usize].structs[id.0 as usize];
                        def.is_union.then_some(def)
                    }
                    _ => None,
                };
                let Some(def) = union else {
                    let cur = items.get(i).cloned().unwrap_or(Value::Undef);
                    items[i] = self.update(st, p, &cur, sub, model, rest, v, span)?;
                    return Ok(Value::Agg(items.into()));
                };
                // A union holds the member last written (C11 6.2.6.1 7: the other
                // members' bytes take unspecified values): which one is kept after the
                // members (`union_tag`), the others are forgotten.
                let n = def.fields.len();
                let (cur, partial) = match union_tag(&items, n) {
                    Some((t, partial)) if t == i => (items[i].clone(), partial && !rest.is_empty()),
                    Some((t, _)) if !rest.is_empty() => {
                        // A part of another member than the one held.
                        let held = items.get(t).cloned().unwrap_or(Value::Undef);
                        self.materialise(st, p, def, t, i, held, span)?
                    }
                    _ => (items.get(i).cloned().unwrap_or(Value::Undef), false),
                };
                let new = self.update(st, p, &cur, sub, model, rest, v, span)?;
                items.resize(n + 1, Value::Undef);
                for (k, item) in items.iter_mut().enumerate().take(n) {
                    if k != i {
                        *item = Value::Undef;
                    }
                }
                items[i] = new;
                items[n] = Value::Sym(Expr::int((i + if partial { n } else { 0 }) as u64));
                Ok(Value::Agg(items.into()))
            }
            (Step::Index(i), Value::Sym(a)) if a.ty().is_array() => {
                let elem = if rest.is_empty() {
                    match v {
                        Value::Sym(x) => x,
                        Value::Undef => {
                            let et = a.ty().element().cloned().unwrap_or_else(Type::int);
                            self.fresh(&et, "undef")
                        }
                        _ => {
                            return Err(Halt::Unsupported(
                                span,
                                "a pointer stored into an array of numbers".into(),
                            ))
                        }
                    }
                } else {
                    let cur = self.sym(a.read(i), span)?;
                    match self.update(st, p, &Value::Sym(cur), sub, model, rest, v, span)? {
                        Value::Sym(x) => x,
                        _ => return Err(Halt::Unsupported(span, "a nested array update".into())),
                    }
                };
                let r = a.write(i, &elem);
                Ok(Value::Sym(self.sym(r, span)?))
            }
            (Step::Index(i), Value::Agg(items)) => {
                let i = i.simplify_under(&st.pc).unwrap_or_else(|_| i.clone());
                match i.as_int().and_then(|k| usize::try_from(k).ok()) {
                    Some(k) if k < items.len() => {
                        let mut items: Vec<Value> = items.to_vec();
                        let cur = items[k].clone();
                        items[k] = self.update(st, p, &cur, sub, model, rest, v, span)?;
                        Ok(Value::Agg(items.into()))
                    }
                    Some(_) => Err(Halt::Unsupported(
                        span,
                        "a write outside an array of structs or pointers".into(),
                    )),
                    None => Err(Halt::Split {
                        value: i,
                        candidates: (0..items.len() as i64).collect(),
                    }),
                }
            }
            (Step::Index(i), other) if i.as_int().is_some_and(|k| *k == BigInt::from(0)) => {
                self.update(st, p, other, sub, model, rest, v, span)
            }
            _ => Err(Halt::Unsupported(
                span,
                "a write through a path that does not fit the value".into(),
            )),
        }
    }
}

impl Machine<'_> {
    /// The type one step further along a path (an index into a single object stays on
    /// it, as reads do).
    fn step_type(&self, model: u8, t: MType, step: &Step) -> Option<MType> {
        match (step, t) {
            (Step::Index(_), MType::Array(e, _)) => Some(*e),
            (Step::Index(_), other) => Some(other),
            (Step::Field(i), MType::Struct(id)) => self
                .progs
                .get(model as usize)?
                .structs
                .get(id.0 as usize)?
                .fields
                .get(*i as usize)
                .map(|f| f.1.clone()),
            _ => None,
        }
    }

    /// The value member `to` of union `def` starts from when a part of it is written
    /// while member `from` holds `held`, and whether its other parts are the bytes of
    /// `from`: the same value for the same type; for structs, the common initial sequence
    /// of `held` and the other members undefined (reading them before they are written
    /// is unsupported, module doc). Anything else is unsupported.
    #[allow(clippy::too_many_arguments)]
    fn materialise(
        &mut self,
        st: &mut State,
        p: ProcId,
        def: &tass_model::StructDef,
        from: usize,
        to: usize,
        held: Value,
        span: Span,
    ) -> R<(Value, bool)> {
        let (ft, tt) = (&def.fields[from].1, &def.fields[to].1);
        if same_values(ft, tt) {
            return Ok((held, false));
        }
        let structs = &self.progs[p.model as usize].structs;
        if let (MType::Struct(a), MType::Struct(b)) = (ft, tt) {
            let (da, db) = (&structs[a.0 as usize], &structs[b.0 as usize]);
            if !da.is_union && !db.is_union {
                let common = common_initial(da, db);
                let fields = db.fields.clone();
                let mut vals = Vec::with_capacity(fields.len());
                for (k, (_, t)) in fields.iter().enumerate() {
                    if k < common {
                        vals.push(match &held {
                            Value::Agg(items) => items.get(k).cloned().unwrap_or(Value::Undef),
                            _ => Value::Undef,
                        });
                    } else if crate::eval::is_symbolic(t) && !crate::eval::is_scalar(t) {
                        break;
                    } else {
                        vals.push(self.initial(st, p, t, crate::eval::Init::Undef, span)?);
                    }
                }
                if vals.len() == fields.len() {
                    return Ok((Value::Agg(vals.into()), true));
                }
            }
        }
        Err(Halt::Unsupported(
            span,
            format!(
                "a write to a part of union member `{}` while member `{}` holds its value",
                def.fields[to].0, def.fields[from].0
            ),
        ))
    }

    /// Reads `path` of a union member `to` while the union holds member `from` with
    /// value `held` (type punning, C11 6.5.2.3 3 and footnote 95): the same
    /// representation reads as it is; integers of one width reinterpret their bits
    /// (two's complement); arrays of such, element by element; structs, in their common
    /// initial sequence (6.5.2.3 6). Anything else is unsupported, naming the members.
    #[allow(clippy::too_many_arguments)]
    fn pun(
        &mut self,
        st: &State,
        held: Value,
        from: &(Arc<str>, MType),
        to: &(Arc<str>, MType),
        model: u8,
        rest: &[Step],
        span: Span,
    ) -> R<Value> {
        let prog = self.progs[model as usize];
        let unsupported = |why: &str| {
            Halt::Unsupported(
                span,
                format!(
                    "union member `{}` ({}) read while member `{}` ({}) holds its value: {why}",
                    to.0,
                    tass_model::show::type_str(&to.1, &prog.structs),
                    from.0,
                    tass_model::show::type_str(&from.1, &prog.structs),
                ),
            )
        };
        if same_values(&from.1, &to.1) {
            return self.read_path(st, Cow::Owned(held), Some(to.1.clone()), model, rest, span);
        }
        match (&from.1, &to.1) {
            (
                MType::Int {
                    kind: k1,
                    unsigned: _,
                },
                MType::Int { kind: k2, unsigned },
            ) if *k1 != IntKind::Bool
                && *k2 != IntKind::Bool
                && from.1.int_bits() == to.1.int_bits()
                && rest.is_empty() =>
            {
                let bits = to.1.int_bits().unwrap_or(32);
                match held {
                    Value::Undef => Ok(Value::Undef),
                    Value::Sym(x) => {
                        let pc = st.pc.clone();
                        Ok(Value::Sym(self.modulo(&pc, x, bits, *unsigned, span)?))
                    }
                    _ => Err(unsupported("its value is not a number")),
                }
            }
            (MType::Array(e1, Extent::Const(n1)), MType::Array(e2, Extent::Const(n2)))
                if n1 == n2 && matches!(rest.first(), Some(Step::Index(_))) =>
            {
                let elem = self.read_path(
                    st,
                    Cow::Owned(held),
                    Some(from.1.clone()),
                    model,
                    &rest[..1],
                    span,
                )?;
                let f = (from.0.clone(), (**e1).clone());
                let t = (to.0.clone(), (**e2).clone());
                self.pun(st, elem, &f, &t, model, &rest[1..], span)
            }
            (MType::Struct(a), MType::Struct(b)) => {
                let (da, db) = (&prog.structs[a.0 as usize], &prog.structs[b.0 as usize]);
                let common = if da.is_union || db.is_union {
                    0
                } else {
                    common_initial(da, db)
                };
                match rest.first() {
                    Some(Step::Field(k)) if (*k as usize) < common => self.read_path(
                        st,
                        Cow::Owned(held),
                        Some(from.1.clone()),
                        model,
                        rest,
                        span,
                    ),
                    _ => Err(unsupported(
                        "only the structs' common initial sequence may be read so",
                    )),
                }
            }
            _ => Err(unsupported(
                "type punning between these types is not modelled (tass has no bytes)",
            )),
        }
    }
}

/// The model whose structs the type of an object refers to.
fn base_model(base: &Base) -> u8 {
    match base {
        Base::Shared { model, .. } => *model,
        Base::Global { proc, .. } | Base::Local { proc, .. } | Base::Heap { proc, .. } => proc.0,
        Base::Str(_) => 0,
    }
}

/// The member a union value (its `n` members, then the index `k` of the one last
/// written, plus `n` when it was written only in part since another member was held)
/// holds, and whether in part: `None` when none was written (then every member has its
/// initial value).
fn union_tag(items: &[Value], n: usize) -> Option<(usize, bool)> {
    match items.get(n) {
        Some(Value::Sym(e)) => {
            let k = e.as_int().and_then(|k| usize::try_from(k).ok())?;
            Some(if k >= n { (k - n, true) } else { (k, false) })
        }
        _ => None,
    }
}

/// Whether a value has an undefined part.
fn has_undef(v: &Value) -> bool {
    match v {
        Value::Undef => true,
        Value::Agg(items) => items.iter().any(has_undef),
        _ => false,
    }
}

/// Exactly the same values: [`same_representation`] with the signedness of `char`.
fn same_values(a: &MType, b: &MType) -> bool {
    match (a, b) {
        (MType::Array(x, e1), MType::Array(y, e2)) => e1 == e2 && same_values(x, y),
        (MType::Int { .. }, MType::Int { .. }) => a == b,
        _ => same_representation(a, b),
    }
}

/// The length of the common initial sequence of two structs: members of the same types.
fn common_initial(a: &tass_model::StructDef, b: &tass_model::StructDef) -> usize {
    a.fields
        .iter()
        .zip(b.fields.iter())
        .take_while(|(x, y)| same_values(&x.1, &y.1))
        .count()
}
