//! Canonicalisation of a state before it is saved: freed heap objects are removed and
//! the remaining ones renumbered in the order of their first reference (garbage
//! collection and canonical order, seed 001, 5.1), and frame ids are renumbered by stack
//! depth, with every pointer updated. Two states that differ only in these numberings
//! become equal.
//!
//! A freed heap object that a pointer still names keeps a freed slot at its number; a
//! pointer to a frame no longer on the stack gets `ENDED_FRAME`, the id of no frame, so
//! that it never names a later frame given its old id.

use crate::state::{ProcId, State};
use crate::value::{Base, Pointer, Value};
use std::collections::HashMap;
use std::sync::Arc;

/// Renumbering of one process's heap objects and frames.
struct Maps {
    heap: HashMap<((u8, u32), u32), u32>,
    frames: HashMap<((u8, u32), u32), u32>,
}

fn visit_value(
    v: &Value,
    order: &mut Vec<((u8, u32), u32)>,
    seen: &mut std::collections::HashSet<((u8, u32), u32)>,
    state: &State,
) {
    match v {
        Value::Ptr(Pointer::Obj {
            base: Base::Heap { proc, obj },
            ..
        }) if seen.insert((*proc, *obj)) => {
            order.push((*proc, *obj));
            let p = &state.models[proc.0 as usize].procs[proc.1 as usize];
            if let Some(Some(o)) = p.heap.get(*obj as usize) {
                if let Some(val) = &o.value {
                    visit_value(val, order, seen, state);
                }
            }
        }
        Value::Agg(items) => {
            for i in items.iter() {
                visit_value(i, order, seen, state);
            }
        }
        _ => {}
    }
}

fn rewrite(v: &Value, maps: &Maps) -> Value {
    match v {
        Value::Ptr(Pointer::Obj { base, path }) => {
            let base = match base {
                Base::Heap { proc, obj } => match maps.heap.get(&(*proc, *obj)) {
                    Some(n) => Base::Heap {
                        proc: *proc,
                        obj: *n,
                    },
                    None => base.clone(),
                },
                Base::Local { proc, frame, var } => match maps.frames.get(&(*proc, *frame)) {
                    Some(n) => Base::Local {
                        proc: *proc,
                        frame: *n,
                        var: *var,
                    },
                    // A frame no longer on the stack: its ids are given again from the
                    // stack's depth, so the pointer must not keep the old one.
                    None => Base::Local {
                        proc: *proc,
                        frame: crate::value::ENDED_FRAME,
                        var: *var,
                    },
                },
                b => b.clone(),
            };
            Value::Ptr(Pointer::Obj {
                base,
                path: path.clone(),
            })
        }
        Value::Agg(items) => {
            if items.iter().any(needs_rewrite) {
                Value::Agg(items.iter().map(|i| rewrite(i, maps)).collect())
            } else {
                v.clone()
            }
        }
        _ => v.clone(),
    }
}

fn needs_rewrite(v: &Value) -> bool {
    match v {
        Value::Ptr(Pointer::Obj {
            base: Base::Heap { .. } | Base::Local { .. },
            ..
        }) => true,
        Value::Agg(items) => items.iter().any(needs_rewrite),
        _ => false,
    }
}

/// Puts `state` in canonical form (see the module documentation).
pub fn canonicalize(state: &mut State) {
    // Order heap objects by first reference: shared variables, then per process the
    // globals and the frames from the bottom of the stack.
    let mut order = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for m in &state.models {
        for v in m.shared.iter() {
            visit_value(v, &mut order, &mut seen, state);
        }
        for p in &m.procs {
            for v in p.globals.iter() {
                visit_value(v, &mut order, &mut seen, state);
            }
            for f in &p.stack {
                for v in &f.locals {
                    visit_value(v, &mut order, &mut seen, state);
                }
            }
            for r in &p.requests {
                if let Some(rv) = &r.recv {
                    visit_value(&rv.buf, &mut order, &mut seen, state);
                }
            }
        }
    }
    // Then the snapshots waiting in the collective assertion queue.
    for snap in state.queue.iter() {
        for (_, v) in &snap.vars {
            visit_value(v, &mut order, &mut seen, state);
        }
    }
    let mut maps = Maps {
        heap: HashMap::new(),
        frames: HashMap::new(),
    };
    // Unreachable but not freed objects are kept (after the reachable ones, in their
    // old order): they are leaks, which the verifier reports at termination.
    for (m, ms) in state.models.iter().enumerate() {
        for (r, p) in ms.procs.iter().enumerate() {
            let proc = (m as u8, r as u32);
            let mut next = 0u32;
            for &(pp, obj) in &order {
                if pp == proc {
                    maps.heap.insert((proc, obj), next);
                    next += 1;
                }
            }
            for (i, o) in p.heap.iter().enumerate() {
                if o.is_some() && !maps.heap.contains_key(&(proc, i as u32)) {
                    maps.heap.insert((proc, i as u32), next);
                    next += 1;
                }
            }
            for (depth, f) in p.stack.iter().enumerate() {
                maps.frames.insert((proc, f.uid), depth as u32);
            }
        }
    }
    let identity =
        maps.heap.iter().all(|(k, v)| k.1 == *v) && maps.frames.iter().all(|(k, v)| k.1 == *v);
    let no_freed = state
        .models
        .iter()
        .all(|m| m.procs.iter().all(|p| p.heap.iter().all(Option::is_some)));
    if identity && no_freed {
        return;
    }
    if state
        .queue
        .iter()
        .any(|s| s.vars.iter().any(|(_, v)| needs_rewrite(v)))
    {
        let queue: Vec<crate::state::Snapshot> = state
            .queue
            .iter()
            .map(|s| crate::state::Snapshot {
                vars: s
                    .vars
                    .iter()
                    .map(|(n, v)| (n.clone(), rewrite(v, &maps)))
                    .collect(),
                ..s.clone()
            })
            .collect();
        state.queue = Arc::new(queue);
    }
    let marks = &mut state.marks;
    for (m, ms) in state.models.iter_mut().enumerate() {
        if ms.shared.iter().any(needs_rewrite) {
            let shared: Vec<Value> = ms.shared.iter().map(|v| rewrite(v, &maps)).collect();
            ms.shared = Arc::new(shared);
        }
        for (r, p) in ms.procs.iter_mut().enumerate() {
            let proc = (m as u8, r as u32);
            let p = Arc::make_mut(p);
            if p.globals.iter().any(needs_rewrite) {
                p.globals = Arc::new(p.globals.iter().map(|v| rewrite(v, &maps)).collect());
            }
            let old_uids: Vec<u32> = p.stack.iter().map(|f| f.uid).collect();
            // Frames named by the techniques' marks: by depth, like the frames.
            let here = ProcId {
                model: m as u8,
                rank: r as u32,
            };
            for h in marks.iter_mut().flat_map(|k| k.heads.iter_mut()) {
                if h.proc == here {
                    if let Some(d) = old_uids.iter().position(|o| *o == h.frame) {
                        h.frame = d as u32;
                    }
                }
            }
            for (depth, f) in p.stack.iter_mut().enumerate() {
                let f = Arc::make_mut(f);
                f.uid = depth as u32;
                if f.locals.iter().any(needs_rewrite) {
                    f.locals = f.locals.iter().map(|v| rewrite(v, &maps)).collect();
                }
            }
            p.next_uid = p.stack.len() as u32;
            for r in &mut p.requests {
                if let Some(rv) = &mut r.recv {
                    rv.buf = rewrite(&rv.buf, &maps);
                }
            }
            // Each object goes to its new number. A freed object that a pointer still
            // names keeps a freed slot (`None`) at its number, so that the dangling
            // pointer stays dangling and names no live object; a freed object that
            // nothing names is dropped.
            let len = maps.heap.keys().filter(|(pp, _)| *pp == proc).count();
            let mut heap: Vec<Option<crate::state::HeapObject>> = vec![None; len];
            for (i, o) in p.heap.iter().enumerate() {
                if let Some(o) = o {
                    if let Some(&n) = maps.heap.get(&(proc, i as u32)) {
                        let mut o = o.clone();
                        if let Some(v) = &o.value {
                            o.value = Some(rewrite(v, &maps));
                        }
                        heap[n as usize] = Some(o);
                    }
                }
            }
            p.heap = Arc::new(heap);
        }
    }
}
