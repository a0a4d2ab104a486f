//! The places a process keeps values in (`Slot`): locals of the frames up to the loop's,
//! globals, shared variables and heap objects, read and written as the summary changes
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
}

/// Every slot of process `p` a loop whose frame is at `depth` may change: the locals
/// of the frames up to its own, the globals, the shared variables, the heap objects.
pub(in crate::technique) fn slots(st: &State, p: ProcId, depth: usize) -> Vec<Slot> {
    let pr = st.proc(p);
    let mut out = Vec::new();
    for (d, f) in pr.stack.iter().enumerate().take(depth + 1) {
        out.extend((0..f.locals.len()).map(|v| Slot::Local(d, v)));
    }
    out.extend((0..pr.globals.len()).map(Slot::Global));
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
