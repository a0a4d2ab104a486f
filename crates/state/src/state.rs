//! The system state and its components.
//!
//! Scalars and arrays of scalars are symbolic expressions (`Value::Sym`, arrays as
//! symbolic arrays whose type carries the extent); structs, and arrays of structs or
//! pointers, are `Value::Agg` with a concrete length. Pointers are an object (`Base`) and
//! a path of member and index steps (seed 001, 2). States derive `Hash`/`Eq` over
//! hash-consed expressions, so the store of seen states is a `HashSet<State>`. MPI
//! messages in transit (`Message`) and nonblocking requests (`Request`, `PendingRecv`)
//! are part of the state, as are the techniques' `LoopMark`s.

use crate::value::{Base, Pointer, Step, Value};
use std::sync::Arc;
use tass_model::{FunctionId, LocId};
use tass_symbolic::Expr;

/// A process: (model, rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ProcId {
    /// The model (0, or 1 for the second program of `compare`).
    pub model: u8,
    /// The rank.
    pub rank: u32,
}

/// A call frame.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Frame {
    /// The function.
    pub func: FunctionId,
    /// The current location.
    pub loc: LocId,
    /// The values of the locals (parameters first).
    pub locals: Vec<Value>,
    /// An id unique among the live frames of the process (pointers to locals use it).
    pub uid: u32,
    /// Where the caller waits: the location and transition index of its call statement,
    /// whose left-hand side receives the returned value.
    pub call_site: Option<(LocId, u32)>,
}

/// A heap object (one `malloc`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HeapObject {
    /// The requested size in bytes.
    pub bytes: Expr,
    /// The contents, once the object's element type is known (at the first access).
    pub value: Option<Value>,
    /// The element type's index in the program's type table, once known.
    pub elem: Option<tass_model::Type>,
    /// Where it was allocated (function and location of the call).
    pub site: (FunctionId, LocId),
    /// Whether its contents start zeroed (`calloc`).
    pub zeroed: bool,
}

/// A process state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Process {
    /// The call stack; empty when the process has terminated.
    pub stack: Vec<Arc<Frame>>,
    /// Process-global variables.
    pub globals: Arc<Vec<Value>>,
    /// The heap; freed objects are `None` until canonicalisation removes them.
    pub heap: Arc<Vec<Option<HeapObject>>>,
    /// The next frame id.
    pub next_uid: u32,
    /// `MPI_Init` was called.
    pub mpi_initialized: bool,
    /// `MPI_Finalize` was called.
    pub mpi_finalized: bool,
    /// The active nonblocking requests (`MPI_Isend`, `MPI_Irecv`), in the order they
    /// were started; a handle is the smallest positive number no active request has.
    pub requests: Vec<Request>,
    /// How far the MPI call the process is at has got (calls that take several steps:
    /// blocking sends, send-receives).
    pub phase: CallPhase,
    /// The communicators the process made (`MPI_Comm_dup`, `MPI_Comm_split`,
    /// `MPI_Cart_create`) and has not freed; `MPI_COMM_WORLD` and `MPI_COMM_SELF` are
    /// not listed.
    pub comms: Vec<Communicator>,
    /// The derived datatypes the process made and has not freed.
    pub types: Vec<DerivedType>,
}

/// A derived datatype (`MPI_Type_contiguous`, `MPI_Type_vector`) a process made: a
/// sequence of elements of one basic datatype at offsets from the buffer's start.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DerivedType {
    /// The handle the program holds (an `MPI_Datatype`).
    pub handle: i64,
    /// Whether `MPI_Type_commit` was called (communication needs it).
    pub committed: bool,
    /// The handle of the basic datatype of its elements.
    pub base: i64,
    /// Where its elements are.
    pub layout: Layout,
}

/// Where the elements of a datatype are: their offsets, in elements of the basic
/// datatype from the start of one item, in order (the type signature is that many
/// elements of the basic datatype), and the extent of one item (the distance to the
/// next item of a count).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// The offsets of the elements, in order.
    pub map: Vec<i64>,
    /// The extent of one item, in elements.
    pub extent: i64,
}

/// A communicator a process holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Communicator {
    /// The handle the program holds (an `MPI_Comm`).
    pub handle: i64,
    /// What every member's handle stands for: messages and collectives of different
    /// contexts never match.
    pub context: u32,
    /// The members' ranks in `MPI_COMM_WORLD`, by rank in the communicator.
    pub group: Vec<u32>,
    /// Its Cartesian topology, if it has one.
    pub cart: Option<Cart>,
}

/// A Cartesian topology (`MPI_Cart_create`): the extent of each dimension and whether
/// it is periodic.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cart {
    /// The number of processes along each dimension.
    pub dims: Vec<i64>,
    /// Whether each dimension wraps around.
    pub periods: Vec<bool>,
}

/// The progress of a blocking MPI call that takes several steps at its location.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CallPhase {
    /// The call has not started.
    #[default]
    Start,
    /// The message of its send is in transit: a blocking send waits for it to complete,
    /// a send-receive receives next.
    Sent,
    /// A send-receive has received; it waits for its send to complete.
    Received,
}

impl Process {
    /// Whether the process has terminated.
    pub fn terminated(&self) -> bool {
        self.stack.is_empty()
    }

    /// The top frame.
    pub fn top(&self) -> Option<&Frame> {
        self.stack.last().map(|f| &**f)
    }
}

/// The state of one model: its shared variables and its processes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ModelState {
    /// Shared inputs and outputs.
    pub shared: Arc<Vec<Value>>,
    /// The processes (one for a sequential program).
    pub procs: Vec<Arc<Process>>,
}

/// A snapshot of a process at a collective or joint assertion (seed 001, 3.3 and 5.1):
/// the values of the variables visible there, by name, waiting for the matching
/// assertion of the other processes or of the other program.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot {
    /// The assertion's label.
    pub label: Arc<str>,
    /// A joint assertion's (matched with the other program's), not a collective one's.
    pub joint: bool,
    /// The process that took it.
    pub proc: ProcId,
    /// The assertion statement: function, location and transition index.
    pub site: (FunctionId, LocId, u32),
    /// Variables visible at the assertion (locals of the current function, globals,
    /// shared variables), innermost first.
    pub vars: Vec<(Arc<str>, Value)>,
}

/// An active nonblocking request: a send (its message is held with the request's
/// handle until a wait completes it) or a posted receive.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Request {
    /// The handle the program holds (an `MPI_Request`, never `MPI_REQUEST_NULL` = 0).
    pub handle: i64,
    /// For a receive not matched yet: what it receives and where to.
    pub recv: Option<PendingRecv>,
    /// For a receive matched before its wait: what its status says of the message.
    pub matched: Option<Envelope>,
    /// The buffer the operation owns until it completes.
    pub buffer: Option<Owned>,
}

/// The buffer of a pending nonblocking operation (MPI 3.1, 3.7.2): until the
/// operation completes, the program may not write it (a send) or read or write it (a
/// receive), and no other pending receive may use it. It is runs of scalars from
/// position `start` of the contiguous storage of an object of scalars (the place
/// `base` and `prefix`, as MPI buffers see memory).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Owned {
    /// The object.
    pub base: Base,
    /// The path to the object (without the trailing indexes of the pointer).
    pub prefix: Vec<Step>,
    /// The extents of the object's dimensions, outermost first (empty for a scalar).
    pub dims: Vec<Expr>,
    /// The position of the pointer in the object's storage.
    pub start: Expr,
    /// The runs of scalars the operation sends or receives: (offset from `start`,
    /// length), one run for a contiguous buffer, one per run of consecutive
    /// positions for a derived datatype.
    pub runs: Vec<(i64, i64)>,
    /// A receive (reads are erroneous too).
    pub recv: bool,
    /// The call that started the operation.
    pub origin: tass_syntax::Span,
}

/// What a status says of a message received (or probed): its source and tag, the
/// number of elements and the datatype it was sent as (`MPI_Get_count`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Envelope {
    /// The sender's rank (`MPI_PROC_NULL` for a receive from it).
    pub source: i64,
    /// The tag (`MPI_ANY_TAG` for a receive from `MPI_PROC_NULL`).
    pub tag: i64,
    /// The number of elements.
    pub count: i64,
    /// The datatype handle of the send (`MPI_DATATYPE_NULL` when nothing was sent).
    pub datatype: i64,
}

/// A posted receive that has not matched a message yet.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PendingRecv {
    /// The receive buffer (a pointer).
    pub buf: Value,
    /// The scalar type of the buffer's storage.
    pub elem: tass_model::Type,
    /// The capacity of the buffer, in scalars of `elem`.
    pub count: i64,
    /// For a derived datatype, the positions (in scalars from the buffer's pointer) the
    /// elements received go to, in order; `None`: one after the other.
    pub positions: Option<Vec<i64>>,
    /// The MPI datatype handle of the receive.
    pub datatype: i64,
    /// The communicator's context.
    pub context: u32,
    /// The source asked for (its rank in `MPI_COMM_WORLD`), or `MPI_ANY_SOURCE` (-1).
    pub source: i64,
    /// The tag asked for, or `MPI_ANY_TAG` (-1).
    pub tag: i64,
}

/// A message in transit (MPI point-to-point): buffered until it is received.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Message {
    /// The sending process.
    pub source: ProcId,
    /// The receiving process.
    pub dest: ProcId,
    /// The communicator's context.
    pub context: u32,
    /// The sender's rank in the communicator (the receive's status).
    pub rank: u32,
    /// The tag.
    pub tag: Expr,
    /// The MPI datatype handle of the send.
    pub datatype: i64,
    /// The scalar type of the sent elements (the send buffer's storage).
    pub elem: tass_model::Type,
    /// The data (an array of the elements sent).
    pub data: Value,
    /// While the sender still waits for this send to complete: `Some(0)` for the
    /// blocking call it is in (`MPI_Send`, `MPI_Sendrecv`, ...), `Some(h)` for its active
    /// request `h` (`MPI_Isend`). `None` once the send has completed by buffering.
    pub held: Option<i64>,
    /// Synchronous mode (`MPI_Ssend`, `MPI_Issend`): the send completes only once the
    /// message is matched by a receive.
    pub sync: bool,
}

/// A loop head in a frame of a process: where a technique's mark applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HeadRef {
    /// The process.
    pub proc: ProcId,
    /// The frame id (in the process's stack).
    pub frame: u32,
    /// The loop head.
    pub head: LocId,
}

/// What a technique of the engine knows about the current path: a loop (or pair of
/// loops) it is deciding. The state stores, compares and hashes marks, and
/// canonicalisation renumbers their frames; only the technique that made a mark reads
/// it (its own typed view over `heads`, `label` and `flags`), so a new technique needs
/// no change here.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LoopMark {
    /// The technique that made the mark (its number in the engine).
    pub technique: u8,
    /// The loop heads the mark concerns (one, or one per compared program).
    pub heads: Vec<HeadRef>,
    /// A label the technique gives the mark (a joint invariant's).
    pub label: Option<Arc<str>>,
    /// Flags the technique defines.
    pub flags: u32,
}

/// A system state.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The path condition.
    pub pc: Expr,
    /// The models (one, or two in `compare`).
    pub models: Vec<ModelState>,
    /// Snapshots waiting in the collective/joint assertion queue, oldest first.
    pub queue: Arc<Vec<Snapshot>>,
    /// Messages in transit, in the order they were sent (the order between a sender and
    /// a receiver is the order of receipt, seed 001, 5.1).
    pub buffers: Arc<Vec<Message>>,
    /// Whether the path went through a loop summarised by its invariant: violations found
    /// after it are possible, not provable (the summary over-approximates).
    pub abstracted: bool,
    /// The loops the techniques are deciding on this path (loop summaries, pairs of
    /// loops with joint invariants), innermost last.
    pub marks: Vec<LoopMark>,
    /// For shared variables written by a process of a program with several processes:
    /// (model, variable, writer rank). A write by another rank would be a race, which the
    /// urgent reduction does not interleave: the search stops with *unknown* then.
    pub shared_writers: Vec<(u8, u32, u32)>,
    /// Choices of the first program that the second reuses, oldest first, each with the
    /// key of the place that made it (induction on a parameter runs the program for
    /// `N - 1` and for `N` in one state: the run for `N` takes the nondeterministic values
    /// the run for `N - 1` chose at the same places, in order).
    pub pairing: Arc<Vec<(u64, Expr)>>,
    /// The floating-point operations on symbolic values the path computed in real
    /// arithmetic, oldest first: each exact result with the floating type C rounds it
    /// to. A counterexample is one of the C program only if every one of them is exact
    /// (needs no rounding) at its values (module `confirm` of `tass-explore`). Not part
    /// of the state's identity: two states equal otherwise have the same futures.
    pub float_ops: FloatOps,
}

/// The floating-point operations a path computed in real arithmetic (see
/// [`State::float_ops`]): compared equal and hashed as nothing, so that they never
/// keep two otherwise equal states apart.
#[derive(Clone, Debug, Default)]
pub struct FloatOps(pub Arc<Vec<(Expr, tass_model::Type)>>);

impl PartialEq for FloatOps {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for FloatOps {}

impl std::hash::Hash for FloatOps {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl State {
    /// Calls `f` on every expression the memory of the state holds (shared variables,
    /// globals, locals, heap sizes and contents, indices in pointer paths), in that
    /// order: a fixed order, so that what is derived from it (an order of symbolic
    /// constants) is the same for equal states. The path condition, messages and
    /// snapshots are not visited.
    pub fn for_each_memory_expr(&self, f: &mut dyn FnMut(&Expr)) {
        fn value(v: &Value, f: &mut dyn FnMut(&Expr)) {
            match v {
                Value::Sym(e) => f(e),
                Value::Agg(items) => items.iter().for_each(|i| value(i, f)),
                Value::Ptr(Pointer::Obj { path, .. }) => {
                    for s in path.iter() {
                        if let Step::Index(e) = s {
                            f(e);
                        }
                    }
                }
                _ => {}
            }
        }
        for m in &self.models {
            m.shared.iter().for_each(|v| value(v, f));
            for p in &m.procs {
                p.globals.iter().for_each(|v| value(v, f));
                for fr in &p.stack {
                    fr.locals.iter().for_each(|v| value(v, f));
                }
                for o in p.heap.iter().flatten() {
                    f(&o.bytes);
                    if let Some(v) = &o.value {
                        value(v, f);
                    }
                }
            }
        }
    }

    /// Replaces every expression [`State::for_each_memory_expr`] visits by `f` of it;
    /// `None` (and the state unchanged) when `f` fails on one.
    pub fn try_map_memory_exprs(&mut self, f: &mut dyn FnMut(&Expr) -> Option<Expr>) -> Option<()> {
        fn value(v: &Value, f: &mut dyn FnMut(&Expr) -> Option<Expr>) -> Option<Value> {
            Some(match v {
                Value::Sym(e) => Value::Sym(f(e)?),
                Value::Agg(items) => Value::Agg(
                    items
                        .iter()
                        .map(|i| value(i, f))
                        .collect::<Option<Vec<_>>>()?
                        .into(),
                ),
                Value::Ptr(Pointer::Obj { base, path }) => Value::Ptr(Pointer::Obj {
                    base: base.clone(),
                    path: path
                        .iter()
                        .map(|s| match s {
                            Step::Index(e) => f(e).map(Step::Index),
                            s => Some(s.clone()),
                        })
                        .collect::<Option<Vec<_>>>()?
                        .into(),
                }),
                v => v.clone(),
            })
        }
        let values = |vs: &[Value], f: &mut dyn FnMut(&Expr) -> Option<Expr>| {
            vs.iter().map(|v| value(v, f)).collect::<Option<Vec<_>>>()
        };
        let mut models = self.models.clone();
        for m in &mut models {
            m.shared = Arc::new(values(&m.shared, f)?);
            for p in &mut m.procs {
                let p = Arc::make_mut(p);
                p.globals = Arc::new(values(&p.globals, f)?);
                for fr in &mut p.stack {
                    let fr = Arc::make_mut(fr);
                    fr.locals = values(&fr.locals, f)?;
                }
                let mut heap = Vec::with_capacity(p.heap.len());
                for o in p.heap.iter() {
                    heap.push(match o {
                        None => None,
                        Some(o) => {
                            let mut o = o.clone();
                            o.bytes = f(&o.bytes)?;
                            if let Some(v) = &o.value {
                                o.value = Some(value(v, f)?);
                            }
                            Some(o)
                        }
                    });
                }
                p.heap = Arc::new(heap);
            }
        }
        self.models = models;
        Some(())
    }

    /// The process `p`.
    pub fn proc(&self, p: ProcId) -> &Process {
        &self.models[p.model as usize].procs[p.rank as usize]
    }

    /// The process `p`, for change (copied if shared).
    pub fn proc_mut(&mut self, p: ProcId) -> &mut Process {
        Arc::make_mut(&mut self.models[p.model as usize].procs[p.rank as usize])
    }

    /// All process ids.
    pub fn procs(&self) -> impl Iterator<Item = ProcId> + '_ {
        self.models.iter().enumerate().flat_map(|(m, ms)| {
            (0..ms.procs.len()).map(move |r| ProcId {
                model: m as u8,
                rank: r as u32,
            })
        })
    }

    /// Whether every process has terminated.
    pub fn terminated(&self) -> bool {
        self.models
            .iter()
            .all(|m| m.procs.iter().all(|p| p.terminated()))
    }
}
