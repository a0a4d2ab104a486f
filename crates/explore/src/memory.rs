//! Reading and writing values through places: the roots of places (locals, globals,
//! shared variables, heap objects, snapshots of collective assertions), and updates along
//! paths into aggregates and symbolic arrays.

use crate::eval::Place;
use crate::machine::{Halt, Machine, ARGUMENTS_SITE, R};
use crate::report::PropertyKind;
use std::sync::Arc;
use tass_model::Type as MType;
use tass_state::{Base, HeapObject, Pointer, ProcId, State, Step, Value};
use tass_symbolic::{BigInt, Expr, Type};
use tass_syntax::Span;

/// The length of each symbolic command-line argument, with its terminating 0.
const ARG_LEN: u64 = 16;

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

    pub(crate) fn root(&self, st: &State, p: ProcId, base: &Base) -> Option<Value> {
        // In a collective assertion, variables are read from the snapshot.
        if let Some((me, snaps, func)) = &self.snapshots {
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
                            return Some(val.clone());
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
                    .map(|(_, v)| v.clone());
            }
        }
        match base {
            Base::Shared { model, var } => st
                .models
                .get(*model as usize)?
                .shared
                .get(*var as usize)
                .cloned(),
            Base::Global { proc, var } => st
                .proc(ProcId {
                    model: proc.0,
                    rank: proc.1,
                })
                .globals
                .get(*var as usize)
                .cloned(),
            Base::Local { proc, frame, var } => {
                let pr = st.proc(ProcId {
                    model: proc.0,
                    rank: proc.1,
                });
                let f = pr.stack.iter().rev().find(|f| f.uid == *frame)?;
                f.locals.get(*var as usize).cloned()
            }
            Base::Heap { proc, obj } => {
                let pr = st.proc(ProcId {
                    model: proc.0,
                    rank: proc.1,
                });
                pr.heap.get(*obj as usize)?.as_ref()?.value.clone()
            }
            Base::Str(bytes) => {
                let mut elems: Vec<Expr> = bytes
                    .iter()
                    .map(|b| Expr::int(i64::from(*b as i8)))
                    .collect();
                elems.push(Expr::int(0));
                let _ = p;
                Expr::array(&Type::int(), elems).ok().map(Value::Sym)
            }
        }
    }

    /// The length of the array at a place when it is a symbolic array that a read would
    /// only wrap (`read(a, i)` of a symbol or of another read, whose extent is its
    /// type's): found from the types, without building the expression a read makes.
    /// `None` when the place must be read to know it.
    pub(crate) fn declared_length(&self, st: &State, p: ProcId, pl: &Place) -> Option<Expr> {
        use tass_symbolic::ExprKind;
        let Value::Sym(mut a) = self.root(st, p, &pl.base)? else {
            return None;
        };
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
                | ExprKind::Cond(..) => a = a.read(i).ok()?,
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
        let Some(mut v) = self.root(st, p, &pl.base) else {
            return Err(Halt::Unsupported(
                span,
                "a read of an object that does not exist".into(),
            ));
        };
        for step in &pl.path {
            v = match (step, v) {
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
                        None if self.in_quantifier => {
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
                    other
                }
                _ => {
                    return Err(Halt::Unsupported(
                        span,
                        "a read through a path that does not fit the value".into(),
                    ))
                }
            };
        }
        Ok(v)
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
        if self.frame_checks && !self.internal_write {
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
        let Some(root) = self.root(st, p, &pl.base) else {
            return Err(Halt::Unsupported(
                span,
                "a write to an object that does not exist".into(),
            ));
        };
        let pc = st.pc.clone();
        let new = self.update(&root, &pl.path, v, span, &pc)?;
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

    pub(crate) fn update(
        &mut self,
        root: &Value,
        path: &[Step],
        v: Value,
        span: Span,
        pc: &Expr,
    ) -> R<Value> {
        let Some((step, rest)) = path.split_first() else {
            return Ok(v);
        };
        match (step, root) {
            (Step::Field(i), Value::Agg(items)) => {
                let mut items: Vec<Value> = items.to_vec();
                let i = *i as usize;
                let cur = items.get(i).cloned().unwrap_or(Value::Undef);
                items[i] = self.update(&cur, rest, v, span, pc)?;
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
                    match self.update(&Value::Sym(cur), rest, v, span, pc)? {
                        Value::Sym(x) => x,
                        _ => return Err(Halt::Unsupported(span, "a nested array update".into())),
                    }
                };
                let r = a.write(i, &elem);
                Ok(Value::Sym(self.sym(r, span)?))
            }
            (Step::Index(i), Value::Agg(items)) => {
                let i = i.simplify_under(pc).unwrap_or_else(|_| i.clone());
                match i.as_int().and_then(|k| usize::try_from(k).ok()) {
                    Some(k) if k < items.len() => {
                        let mut items: Vec<Value> = items.to_vec();
                        let cur = items[k].clone();
                        items[k] = self.update(&cur, rest, v, span, pc)?;
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
                self.update(other, rest, v, span, pc)
            }
            _ => Err(Halt::Unsupported(
                span,
                "a write through a path that does not fit the value".into(),
            )),
        }
    }
}
