//! Canonicalisation makes states that differ only in heap numbering and frame ids equal,
//! removes freed heap objects, and keeps pointers consistent.

use std::sync::Arc;
use tass_model::{FunctionId, LocId};
use tass_state::{
    canonicalize, Base, Frame, HeadRef, HeapObject, LoopMark, ModelState, Pointer, ProcId, Process,
    State, Step, Value,
};
use tass_symbolic::Expr;

fn heap_obj(v: i64) -> Option<HeapObject> {
    Some(HeapObject {
        bytes: Expr::int(4),
        value: Some(Value::Sym(Expr::int(v))),
        elem: None,
        site: (FunctionId(0), LocId(v as u32)),
        zeroed: false,
    })
}

fn ptr_to(obj: u32) -> Value {
    Value::Ptr(Pointer::Obj {
        base: Base::Heap { proc: (0, 0), obj },
        path: vec![Step::Index(Expr::int(0))].into(),
    })
}

fn state(heap: Vec<Option<HeapObject>>, locals: Vec<Value>, uid: u32) -> State {
    State {
        pc: Expr::bool(true),
        models: vec![ModelState {
            shared: Arc::new(Vec::new()),
            procs: vec![Arc::new(Process {
                stack: vec![Arc::new(Frame {
                    func: FunctionId(0),
                    loc: LocId(3),
                    locals,
                    uid,
                    call_site: None,
                })],
                globals: Arc::new(Vec::new()),
                heap: Arc::new(heap),
                next_uid: uid + 1,
                mpi_initialized: false,
                mpi_finalized: false,
                requests: Vec::new(),
                phase: Default::default(),
                comms: Vec::new(),
                types: Vec::new(),
            })],
        }],
        queue: Arc::new(Vec::new()),
        buffers: Arc::new(Vec::new()),
        abstracted: false,
        marks: Vec::new(),
        shared_writers: Vec::new(),
        pairing: Arc::new(Vec::new()),
        float_ops: Default::default(),
    }
}

#[test]
fn heap_order_and_frame_ids_do_not_matter() {
    // The same two objects, allocated in the other order, one freed slot in between.
    let mut a = state(
        vec![heap_obj(1), heap_obj(2)],
        vec![ptr_to(0), ptr_to(1)],
        7,
    );
    let mut b = state(
        vec![heap_obj(2), None, heap_obj(1)],
        vec![ptr_to(2), ptr_to(0)],
        3,
    );
    assert_ne!(a, b);
    canonicalize(&mut a);
    canonicalize(&mut b);
    assert_eq!(a, b);
    let p = &a.models[0].procs[0];
    assert_eq!(p.heap.len(), 2, "the freed slot is gone");
    assert_eq!(p.stack[0].uid, 0);
}

#[test]
fn unreachable_objects_are_kept_for_the_leak_check() {
    let mut s = state(vec![heap_obj(1), heap_obj(2)], vec![ptr_to(1)], 0);
    canonicalize(&mut s);
    let p = &s.models[0].procs[0];
    assert_eq!(p.heap.len(), 2);
    // The reachable object comes first and the pointer follows it.
    assert_eq!(p.stack[0].locals[0], ptr_to(0));
    assert_eq!(
        p.heap[0].as_ref().unwrap().value,
        Some(Value::Sym(Expr::int(2)))
    );
}

#[test]
fn the_frames_of_technique_marks_are_renumbered_with_the_frames() {
    // The same loop being summarised in the same frame, whose id differs.
    let mark = |frame| LoopMark {
        technique: 0,
        heads: vec![HeadRef {
            proc: ProcId { model: 0, rank: 0 },
            frame,
            head: LocId(3),
        }],
        label: None,
        flags: 0,
    };
    let mut a = state(Vec::new(), Vec::new(), 7);
    a.marks.push(mark(7));
    let mut b = state(Vec::new(), Vec::new(), 3);
    b.marks.push(mark(3));
    assert_ne!(a, b);
    canonicalize(&mut a);
    canonicalize(&mut b);
    assert_eq!(a, b);
    assert_eq!(a.marks[0].heads[0].frame, 0);
    // A mark of another loop head stays different.
    let mut c = state(Vec::new(), Vec::new(), 3);
    let mut other = mark(3);
    other.heads[0].head = LocId(4);
    c.marks.push(other);
    canonicalize(&mut c);
    assert_ne!(a, c);
}
