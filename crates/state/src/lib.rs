//! States of tass's transition system (seed 001, 5.1): a system state holds one or more
//! models (two in `tass compare`), each with its shared inputs/outputs and its processes;
//! a process has a call stack of frames, process-global variables and a heap; the path
//! condition is a boolean symbolic expression.
//!
//! Sharing (seed 001, 5.2-5.3, the "morphic pattern" in Rust terms): every component sits
//! behind an `Arc`. A state being built by a run of deterministic steps is changed in
//! place through `Arc::make_mut`, which copies a component only when another state still
//! shares it; once a state is saved it is never changed again, and unchanged components
//! stay shared between states. Symbolic values are hash-consed by `tass-symbolic`, so
//! hashing and comparing states is cheap.
//!
//! Architecture invariant: this crate knows the model's identifiers (functions,
//! locations) and symbolic values, but no semantics: executing statements, evaluating
//! expressions and checking properties belong to `tass-explore`.
#![warn(missing_docs)]

mod canon;
mod state;
mod value;

pub use canon::canonicalize;
pub use state::{
    CallPhase, Cart, Communicator, DerivedType, Envelope, FloatOps, Frame, HeadRef, HeapObject,
    Layout, LoopMark, Message, ModelState, Owned, PendingRecv, ProcId, Process, Request, Snapshot,
    State,
};
pub use value::{Base, Pointer, Step, Value, ENDED_FRAME};
