//! The places a process keeps values in (`Slot`): locals of the frames up to the loop's,
//! globals (a struct by its members), shared variables and heap objects, read and written as the summary changes
//! them; and the slots the variables of a model expression are.

use tass_model::{ExprKind as MKind, VarRef};
use tass_state::{ProcId, State, Value};

/// A place a process keeps a value in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(in crate::technique) enum Slot {
    /// Local `var` of frame `depth`.
    Local(usize, usize),
    /// A process-global variable.
    Global(usize),
    /// A shared variable of the process's program.
    Shared(usize),
    /// A heap object.
    Heap(usize),
    /// Member `m` of the struct (or element of the array of structs) in local `var` of
    /// frame `depth`: `(depth, var, m)`.
    LocalMember(usize, usize, usize),
    /// Member `m` of the struct in a process-global variable: `(var, m)`.
    GlobalMember(usize, usize),
}

/// Every slot of process `p` a loop whose frame is at `depth` may change: the locals
/// of the frames up to its own, the globals, the shared variables, the heap objects; a
/// local or global struct by its members (an accumulator `s.sum` is a slot of its own).
pub(in crate::technique) fn slots(st: &State, p: ProcId, depth: usize) -> Vec<Slot> {
    let pr = st.proc(p);
    let mut out = Vec::new();
    for (d, f) in pr.stack.iter().enumerate().take(depth + 1) {
        for (v, value) in f.locals.iter().enumerate() {
            match value {
                Value::Agg(items) => {
                    out.extend((0..items.len()).map(|m| Slot::LocalMember(d, v, m)))
                }
                _ => out.push(Slot::Local(d, v)),
            }
        }
    }
    for (v, value) in pr.globals.iter().enumerate() {
        match value {
            Value::Agg(items) => out.extend((0..items.len()).map(|m| Slot::GlobalMember(v, m))),
            _ => out.push(Slot::Global(v)),
        }
    }
    out.extend((0..st.models[p.model as usize].shared.len()).map(Slot::Shared));
    out.extend((0..pr.heap.len()).map(Slot::Heap));
    out
}

/// The value in a slot; `None` for a heap object whose contents are not typed yet (or
/// freed) and a slot that does not exist.
pub(in crate::technique) fn get(st: &State, p: ProcId, s: Slot) -> Option<Value> {
    let pr = st.proc(p);
    match s {
        Slot::Local(d, v) => pr.stack.get(d)?.locals.get(v).cloned(),
        Slot::Global(v) => pr.globals.get(v).cloned(),
        Slot::Shared(v) => st.models[p.model as usize].shared.get(v).cloned(),
        Slot::Heap(o) => pr.heap.get(o)?.as_ref()?.value.clone(),
        Slot::LocalMember(d, v, m) => member(pr.stack.get(d)?.locals.get(v)?, m),
        Slot::GlobalMember(v, m) => member(pr.globals.get(v)?, m),
    }
}

/// Member `m` of an aggregate value.
fn member(v: &Value, m: usize) -> Option<Value> {
    match v {
        Value::Agg(items) => items.get(m).cloned(),
        _ => None,
    }
}

/// Replaces member `m` of the aggregate `agg` by `v` (anything else is left alone).
fn set_member(agg: &mut Value, m: usize, v: Value) {
    if let Value::Agg(items) = agg {
        if m < items.len() {
            let mut new = items.to_vec();
            new[m] = v;
            *items = new.into();
        }
    }
}

/// Puts `v` in the slot `s` of process `p` (a heap object not there is left alone).
pub(in crate::technique) fn set(st: &mut State, p: ProcId, s: Slot, v: Value) {
    use std::sync::Arc;
    match s {
        Slot::Local(d, i) => {
            let pr = st.proc_mut(p);
            let f = Arc::make_mut(&mut pr.stack[d]);
            f.locals[i] = v;
        }
        Slot::Global(i) => {
            let pr = st.proc_mut(p);
            Arc::make_mut(&mut pr.globals)[i] = v;
        }
        Slot::Shared(i) => {
            Arc::make_mut(&mut st.models[p.model as usize].shared)[i] = v;
        }
        Slot::Heap(o) => {
            let pr = st.proc_mut(p);
            if let Some(Some(h)) = Arc::make_mut(&mut pr.heap).get_mut(o) {
                h.value = Some(v);
            }
        }
        Slot::LocalMember(d, i, m) => {
            let pr = st.proc_mut(p);
            let f = Arc::make_mut(&mut pr.stack[d]);
            set_member(&mut f.locals[i], m, v);
        }
        Slot::GlobalMember(i, m) => {
            let pr = st.proc_mut(p);
            set_member(&mut Arc::make_mut(&mut pr.globals)[i], m, v);
        }
    }
}
/// The variables a model expression names.
pub(super) fn vars_of(e: &tass_model::Expr, out: &mut Vec<VarRef>) {
    if let MKind::Var(v) = &e.kind {
        if !out.contains(v) {
            out.push(*v);
        }
    }
    for c in e.children() {
        vars_of(c, out);
    }
}

/// The slot of a variable of the function whose frame is at `depth`.
pub(super) fn var_slot(depth: usize, v: VarRef) -> Option<Slot> {
    match v {
        VarRef::Local(i) => Some(Slot::Local(depth, i as usize)),
        VarRef::Global(i) => Some(Slot::Global(i as usize)),
        VarRef::Shared(i) => Some(Slot::Shared(i as usize)),
        VarRef::Bound(_) => None,
    }
}
