//! MPI (seed 001, 5; Fig. 1 items 6-13): the environment (`MPI_Init`, `MPI_Finalize`,
//! `MPI_Comm_rank`, `MPI_Comm_size`, ...), point-to-point communication (`MPI_Send`,
//! `MPI_Ssend`, `MPI_Recv`, `MPI_Sendrecv`, `MPI_Sendrecv_replace`, `MPI_Isend`,
//! `MPI_Issend`, `MPI_Irecv`, `MPI_Wait`, `MPI_Waitall`) and the collectives on
//! `MPI_COMM_WORLD`.
//!
//! Sends put their message in transit at once, *held* while the sender waits for the send
//! to complete (a blocking send at its call, a nonblocking one until its wait). A
//! standard-mode send completes when its message is received or when the library
//! buffers it (a step the scheduler may take at any time), a synchronous one only when
//! a receive matches it. Receives match messages in the order they were posted
//! (`MPI_Irecv` requests first, then the blocking receive the process is at), each taking
//! the oldest matching message of the source it chooses. The scheduler
//! (`search::comm_choices`) reports a deadlock when no process can move, and a potential
//! deadlock when only the buffering of sends could move one.
//!
//! MPI constants are those of tass's `mpi.h`: their values are read from it (the one
//! definition of the handles), their meaning is given here. MPI functions, datatypes,
//! operations and communicators outside this subset stop the search with *unknown*.

use crate::eval::{scalar_type, size_of, Place};
use crate::exec::{Halt, Machine, R};
use crate::flat::{static_pointee, Flat};
use crate::report::PropertyKind;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};
use tass_model::{Callee, Expr as MExpr, FunctionKind, Program, Stmt, Transition, Type as MType};
use tass_state::{
    CallPhase, Message, PendingRecv, Pointer, ProcId, Process, Request, State, Value,
};
use tass_symbolic::{Expr, Type};
use tass_syntax::ast::{FloatKind, IntKind};
use tass_syntax::Span;

// ----- constants ----------------------------------------------------------------------------

/// The C scalar type of an MPI datatype.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CType {
    Char,
    SignedChar,
    UnsignedChar,
    Short,
    UnsignedShort,
    Int,
    Unsigned,
    Long,
    UnsignedLong,
    LongLong,
    UnsignedLongLong,
    Float,
    Double,
    LongDouble,
    Bool,
}

impl CType {
    /// The model type (`char` and `signed char` are one type in the model).
    fn model(self) -> MType {
        let int = |kind, unsigned| MType::Int { kind, unsigned };
        match self {
            CType::Char | CType::SignedChar => int(IntKind::Char, false),
            CType::UnsignedChar => int(IntKind::Char, true),
            CType::Short => int(IntKind::Short, false),
            CType::UnsignedShort => int(IntKind::Short, true),
            CType::Int => int(IntKind::Int, false),
            CType::Unsigned => int(IntKind::Int, true),
            CType::Long => int(IntKind::Long, false),
            CType::UnsignedLong => int(IntKind::Long, true),
            CType::LongLong => int(IntKind::LongLong, false),
            CType::UnsignedLongLong => int(IntKind::LongLong, true),
            CType::Float => MType::Real(FloatKind::Float),
            CType::Double => MType::Real(FloatKind::Double),
            CType::LongDouble => MType::Real(FloatKind::LongDouble),
            CType::Bool => int(IntKind::Bool, false),
        }
    }

    /// Whether a buffer of C type `t` holds values of this type (the type matching
    /// rule of MPI 3.3.1; signedness and width must agree, `_Bool` in either
    /// signedness).
    fn holds(self, t: &MType) -> bool {
        match (self, t) {
            (CType::Bool, MType::Int { kind, .. }) => *kind == IntKind::Bool,
            (CType::Bool, MType::Bool) => true,
            (c, t) => c.model() == *t,
        }
    }
}

/// The groups of datatypes the reduction operations are defined on (MPI 5.9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Group {
    /// `MPI_CHAR`: characters, no reduction.
    Character,
    /// C integers.
    Integer,
    /// Floating point.
    Floating,
    /// `MPI_C_BOOL`.
    Logical,
}

/// What tass knows of an MPI datatype.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A C scalar type.
    Scalar(CType, Group),
    /// `MPI_BYTE`: raw bytes of any buffer (counts are in bytes).
    Byte,
    /// A datatype tass does not model (pairs for `MPI_MAXLOC`, `MPI_PACKED`).
    Unmodelled,
}

/// The MPI datatypes of `mpi.h`, by macro name.
const DATATYPES: &[(&str, Kind)] = &[
    ("MPI_CHAR", Kind::Scalar(CType::Char, Group::Character)),
    ("MPI_SHORT", Kind::Scalar(CType::Short, Group::Integer)),
    ("MPI_INT", Kind::Scalar(CType::Int, Group::Integer)),
    ("MPI_LONG", Kind::Scalar(CType::Long, Group::Integer)),
    (
        "MPI_LONG_LONG",
        Kind::Scalar(CType::LongLong, Group::Integer),
    ),
    (
        "MPI_UNSIGNED_CHAR",
        Kind::Scalar(CType::UnsignedChar, Group::Integer),
    ),
    (
        "MPI_UNSIGNED_SHORT",
        Kind::Scalar(CType::UnsignedShort, Group::Integer),
    ),
    (
        "MPI_UNSIGNED",
        Kind::Scalar(CType::Unsigned, Group::Integer),
    ),
    (
        "MPI_UNSIGNED_LONG",
        Kind::Scalar(CType::UnsignedLong, Group::Integer),
    ),
    (
        "MPI_UNSIGNED_LONG_LONG",
        Kind::Scalar(CType::UnsignedLongLong, Group::Integer),
    ),
    ("MPI_FLOAT", Kind::Scalar(CType::Float, Group::Floating)),
    ("MPI_DOUBLE", Kind::Scalar(CType::Double, Group::Floating)),
    (
        "MPI_LONG_DOUBLE",
        Kind::Scalar(CType::LongDouble, Group::Floating),
    ),
    ("MPI_BYTE", Kind::Byte),
    ("MPI_PACKED", Kind::Unmodelled),
    ("MPI_C_BOOL", Kind::Scalar(CType::Bool, Group::Logical)),
    (
        "MPI_SIGNED_CHAR",
        Kind::Scalar(CType::SignedChar, Group::Integer),
    ),
    ("MPI_2INT", Kind::Unmodelled),
    ("MPI_DOUBLE_INT", Kind::Unmodelled),
    ("MPI_FLOAT_INT", Kind::Unmodelled),
    ("MPI_LONG_INT", Kind::Unmodelled),
    ("MPI_SHORT_INT", Kind::Unmodelled),
];

/// An MPI datatype: its handle, macro name and meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Datatype {
    pub handle: i64,
    pub name: &'static str,
    pub kind: Kind,
}

impl Datatype {
    /// The model type of the C scalar type, for a scalar datatype.
    fn c_type(&self) -> Option<MType> {
        match self.kind {
            Kind::Scalar(c, _) => Some(c.model()),
            _ => None,
        }
    }
}

/// The reduction operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Op {
    Max,
    Min,
    Sum,
    Prod,
    Land,
    Lor,
    Lxor,
    Band,
    Bor,
    Bxor,
    Maxloc,
    Minloc,
}

/// The reduction operations of `mpi.h`, by macro name.
const OPS: &[(&str, Op)] = &[
    ("MPI_MAX", Op::Max),
    ("MPI_MIN", Op::Min),
    ("MPI_SUM", Op::Sum),
    ("MPI_PROD", Op::Prod),
    ("MPI_LAND", Op::Land),
    ("MPI_LOR", Op::Lor),
    ("MPI_LXOR", Op::Lxor),
    ("MPI_BAND", Op::Band),
    ("MPI_BOR", Op::Bor),
    ("MPI_BXOR", Op::Bxor),
    ("MPI_MAXLOC", Op::Maxloc),
    ("MPI_MINLOC", Op::Minloc),
];

/// The MPI constants tass interprets, with their values from its `mpi.h`.
pub(crate) struct Consts {
    pub any_source: i64,
    pub any_tag: i64,
    pub proc_null: i64,
    pub comm_world: i64,
    pub comm_null: i64,
    pub tag_ub: i64,
    pub datatypes: Vec<Datatype>,
    pub ops: Vec<(i64, &'static str, Op)>,
    /// Every integer macro of the header, by name.
    pub macros: HashMap<String, i64>,
}

/// A value no C `int` argument has: the value of a constant the header would lack
/// (a unit test checks that it has them all).
const ABSENT: i64 = i64::MIN;

impl Consts {
    /// Reads the integer macros (`#define NAME VALUE`, the value an integer, possibly
    /// negative and parenthesised, or the name of an earlier macro) of a header text.
    fn read(text: &str) -> Consts {
        let mut macros: HashMap<String, i64> = HashMap::new();
        for line in text.lines() {
            let mut words = line.split_whitespace();
            if words.next() != Some("#define") {
                continue;
            }
            let (Some(name), Some(value), None) = (words.next(), words.next(), words.next()) else {
                continue;
            };
            let v = value.trim_start_matches('(').trim_end_matches(')');
            let parsed = v.parse::<i64>().ok().or_else(|| macros.get(v).copied());
            if let Some(x) = parsed {
                macros.insert(name.to_string(), x);
            }
        }
        let get = |n: &str| macros.get(n).copied().unwrap_or(ABSENT);
        Consts {
            any_source: get("MPI_ANY_SOURCE"),
            any_tag: get("MPI_ANY_TAG"),
            proc_null: get("MPI_PROC_NULL"),
            comm_world: get("MPI_COMM_WORLD"),
            comm_null: get("MPI_COMM_NULL"),
            tag_ub: get("MPI_TAG_UB"),
            datatypes: DATATYPES
                .iter()
                .map(|&(name, kind)| Datatype {
                    handle: get(name),
                    name,
                    kind,
                })
                .collect(),
            ops: OPS.iter().map(|&(n, op)| (get(n), n, op)).collect(),
            macros,
        }
    }

    fn datatype(&self, handle: i64) -> Option<Datatype> {
        self.datatypes.iter().find(|d| d.handle == handle).copied()
    }

    /// The name of a datatype handle, for messages.
    pub(crate) fn datatype_name(&self, handle: i64) -> String {
        self.datatype(handle)
            .map(|d| d.name.to_string())
            .unwrap_or_else(|| format!("datatype {handle}"))
    }

    /// The names of the communicator handles, for messages.
    fn comm_name(&self, handle: i64) -> Option<&str> {
        ["MPI_COMM_WORLD", "MPI_COMM_SELF", "MPI_COMM_NULL"]
            .into_iter()
            .find(|n| self.macros.get(*n) == Some(&handle))
    }
}

/// The text of tass's `mpi.h`.
fn header() -> &'static str {
    tass_syntax::pp::BUNDLED_HEADERS
        .iter()
        .find(|(n, _)| *n == "mpi.h")
        .map(|(_, t)| *t)
        .unwrap_or("")
}

/// The MPI constants (read once).
pub(crate) fn consts() -> &'static Consts {
    static C: OnceLock<Consts> = OnceLock::new();
    C.get_or_init(|| Consts::read(header()))
}

// ----- the communication operations the scheduler treats specially ----------------------

/// The communication operations the scheduler treats specially.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Comm {
    /// `MPI_Send`, `MPI_Ssend`: the message is sent, then the call waits for the send to
    /// complete.
    Send,
    Recv,
    /// `MPI_Wait`, `MPI_Waitall`: receives of the requests, then completion of the sends.
    Wait,
    /// `MPI_Sendrecv`, `MPI_Sendrecv_replace`: the send, the receive, then completion of
    /// the send.
    SendRecv,
    Collective,
}

/// The argument positions of the send half (buffer, count, type, dest, tag, comm) and
/// the receive half (buffer, count, type, source, tag, comm, status) of a send-receive,
/// laid out as `MPI_Send`'s and `MPI_Recv`'s.
pub(crate) fn sendrecv_halves(name: &str) -> ([usize; 6], [usize; 7]) {
    if name == "MPI_Sendrecv_replace" {
        ([0, 1, 2, 3, 4, 7], [0, 1, 2, 5, 6, 7, 8])
    } else {
        ([0, 1, 2, 3, 4, 10], [5, 6, 7, 8, 9, 10, 11])
    }
}

/// The arguments at `idx`.
pub(crate) fn pick<T: Clone>(xs: &[T], idx: &[usize]) -> Vec<T> {
    idx.iter().map(|&i| xs[i].clone()).collect()
}

/// The MPI communication call of a transition, if it is one.
pub(crate) fn comm_of(p: &Program, t: &Transition) -> Option<(Comm, String)> {
    let Stmt::Call {
        callee: Callee::Function(f),
        ..
    } = &t.stmt
    else {
        return None;
    };
    let func = &p.functions[f.0 as usize];
    if !matches!(func.kind, FunctionKind::System(_) | FunctionKind::Undefined) {
        return None;
    }
    let name = func.name.to_string();
    let c = match name.as_str() {
        // Nonblocking sends and receives are local: appending a message to a channel or
        // posting a receive commutes with every other process's transitions.
        "MPI_Send" | "MPI_Ssend" => Comm::Send,
        "MPI_Recv" => Comm::Recv,
        "MPI_Wait" | "MPI_Waitall" => Comm::Wait,
        "MPI_Sendrecv" | "MPI_Sendrecv_replace" => Comm::SendRecv,
        "MPI_Barrier" | "MPI_Bcast" | "MPI_Reduce" | "MPI_Allreduce" | "MPI_Gather"
        | "MPI_Scatter" | "MPI_Allgather" | "MPI_Alltoall" | "MPI_Scan" | "MPI_Exscan" => {
            Comm::Collective
        }
        _ => return None,
    };
    Some((c, name))
}

fn int_of(e: &Expr) -> Option<i64> {
    e.as_int().and_then(|v| i64::try_from(v).ok())
}

/// Whether a receive pattern (source, tag) matches a message from `source` with `tag`.
fn pattern_matches(pat: (i64, i64), source: u32, tag: Option<i64>) -> bool {
    let any = consts().any_source;
    (pat.0 == any || pat.0 == i64::from(source))
        && (pat.1 == consts().any_tag || Some(pat.1) == tag)
}

fn message_matches(pat: (i64, i64), m: &Message) -> bool {
    pattern_matches(pat, m.source.rank, int_of(&m.tag))
}

/// Whether two receive patterns (source, tag) may match the same message.
fn overlap(a: (i64, i64), b: (i64, i64)) -> bool {
    let c = consts();
    (a.0 == c.any_source || b.0 == c.any_source || a.0 == b.0)
        && (a.1 == c.any_tag || b.1 == c.any_tag || a.1 == b.1)
}

/// A receive a process has posted: a nonblocking one (its request's handle) or the
/// blocking receive it is at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Posted {
    Request(i64),
    Blocking,
}

/// The receives `p` has posted and not matched, in the order they were posted, with their
/// patterns (source, tag): its `MPI_Irecv` requests, then the blocking receive it is at.
pub(crate) fn posted(
    st: &State,
    p: ProcId,
    blocking: Option<(i64, i64)>,
) -> Vec<(Posted, (i64, i64))> {
    let mut out: Vec<(Posted, (i64, i64))> = st
        .proc(p)
        .requests
        .iter()
        .filter_map(|r| {
            r.recv
                .as_ref()
                .map(|v| (Posted::Request(r.handle), (v.source, v.tag)))
        })
        .collect();
    if let Some(b) = blocking {
        out.push((Posted::Blocking, b));
    }
    out
}

/// The receive `p` matches next among those `wanted`, with the sources of the messages
/// it may take. A message goes to the first posted receive that matches it, and a receive
/// takes the oldest matching message of a source, so a wanted receive may have to wait
/// for earlier overlapping receives to be matched first: those are needed too. The first
/// needed receive with a message to take is chosen (matches of different receives take
/// different messages and commute), else the first needed one (it waits); `None` when
/// none is needed.
pub(crate) fn next_receive(
    st: &State,
    p: ProcId,
    queue: &[(Posted, (i64, i64))],
    wanted: &dyn Fn(Posted) -> bool,
) -> NextReceive {
    let mut need: Vec<bool> = queue.iter().map(|(r, _)| wanted(*r)).collect();
    for i in (0..queue.len()).rev() {
        if need[i] {
            for j in 0..i {
                if overlap(queue[i].1, queue[j].1) {
                    need[j] = true;
                }
            }
        }
    }
    let needed: Vec<usize> = (0..queue.len()).filter(|&i| need[i]).collect();
    let with_sources = needed.iter().find_map(|&i| {
        let srcs = sources(st, p, queue, i);
        (!srcs.is_empty()).then_some((queue[i].0, queue[i].1, srcs))
    });
    with_sources.or_else(|| {
        needed
            .first()
            .map(|&i| (queue[i].0, queue[i].1, Vec::new()))
    })
}

/// The sources of the messages to `p` that the receive `queue[i]` may take: the oldest
/// message of each source that it matches, if no earlier receive of the queue matches it.
fn sources(st: &State, p: ProcId, queue: &[(Posted, (i64, i64))], i: usize) -> Vec<u32> {
    let pat = queue[i].1;
    let mut out: Vec<u32> = Vec::new();
    let mut tried: Vec<u32> = Vec::new();
    for m in st.buffers.iter() {
        if m.dest != p || tried.contains(&m.source.rank) || !message_matches(pat, m) {
            continue;
        }
        tried.push(m.source.rank);
        if !queue[..i].iter().any(|(_, q)| message_matches(*q, m)) {
            out.push(m.source.rank);
        }
    }
    out
}

/// The messages in transit whose sender `p` waits for (held with a handle `held` accepts).
pub(crate) fn held(st: &State, p: ProcId, held: &dyn Fn(i64) -> bool) -> Vec<usize> {
    (0..st.buffers.len())
        .filter(|&i| st.buffers[i].source == p && st.buffers[i].held.is_some_and(held))
        .collect()
}

/// The receive of its destination that message `i` can be matched with now, without
/// buffering, and its pattern: the first posted receive that matches it (`blocking`: the
/// blocking receive the destination is at), if the message is the oldest from its sender
/// that this receive matches.
pub(crate) fn deliverable(
    st: &State,
    i: usize,
    blocking: Option<(i64, i64)>,
) -> Option<(Posted, (i64, i64))> {
    let m = &st.buffers[i];
    if st.proc(m.dest).terminated() {
        return None;
    }
    let queue = posted(st, m.dest, blocking);
    let (r, pat) = queue
        .into_iter()
        .find(|(_, pat)| message_matches(*pat, m))?;
    let first = st
        .buffers
        .iter()
        .position(|x| x.dest == m.dest && x.source == m.source && message_matches(pat, x))?;
    (first == i).then_some((r, pat))
}

/// Whether a program calls an MPI function.
fn uses_mpi(p: &Program) -> bool {
    p.functions.iter().any(|f| {
        f.locations.iter().any(|l| {
            l.out.iter().any(|t| match &t.stmt {
                Stmt::Call {
                    callee: Callee::Function(g),
                    ..
                } => p.functions[g.0 as usize].name.starts_with("MPI_"),
                _ => false,
            })
        })
    })
}

/// Several processes are for MPI programs: a program that calls no MPI function runs
/// as one process (its copies would all write its outputs). A usage error otherwise,
/// saying which option gives which program its processes.
pub(crate) fn check_processes(progs: &[&Program], cfg: &crate::Config) -> Result<(), String> {
    for (i, p) in progs.iter().enumerate() {
        let (n, opt) = if i == 0 {
            (cfg.procs, "-np")
        } else {
            (cfg.procs2, "-np2")
        };
        if n <= 1 || uses_mpi(p) {
            continue;
        }
        return Err(if progs.len() == 1 {
            format!("`{opt}={n}` asks for {n} processes, but the program calls no MPI function: it runs as one process (leave out `{opt}`)")
        } else {
            let (this, other, other_opt) = if i == 0 {
                (
                    "first program (the specification)",
                    "second program (the implementation)",
                    "-np2",
                )
            } else {
                (
                    "second program (the implementation)",
                    "first program (the specification)",
                    "-np",
                )
            };
            format!("`{opt}={n}` asks for {n} processes of the {this}, but it calls no MPI function: it runs as one process. `-np` is the number of processes of the first program and `-np2` of the second; to run the {other} with {n} processes, write `{other_opt}={n}`")
        });
    }
    Ok(())
}

/// A receive to match next (the receive, its pattern and the sources of the messages it
/// may take), if any.
pub(crate) type NextReceive = Option<(Posted, (i64, i64), Vec<u32>)>;

/// One process's call of a collective operation: process, function name, argument
/// expressions, argument values, call site.
pub(crate) type CollectiveCall = (ProcId, String, Vec<MExpr>, Vec<Value>, Span);

/// An MPI buffer: its storage from the pointer on, and the number of scalars a count
/// of its datatype covers.
struct Buf {
    flat: Flat,
    scalars: u64,
}

impl Machine<'_> {
    /// A concrete integer argument (rank, tag, count, root, op, handle).
    fn int_arg(&mut self, st: &mut State, v: &Value, a: &MExpr, what: &str, span: Span) -> R<i64> {
        let x = self.scalar(v.clone(), &a.ty, span)?;
        let x = x.simplify_under(&st.pc).unwrap_or(x);
        int_of(&x).ok_or_else(|| {
            Halt::Unsupported(
                span,
                format!("an MPI {what} that is not a constant on this path"),
            )
        })
    }

    /// An element count: a concrete integer, not negative.
    fn count_arg(&mut self, st: &mut State, v: &Value, a: &MExpr, span: Span) -> R<i64> {
        let n = self.int_arg(st, v, a, "count", span)?;
        if n < 0 {
            return Err(self.mpi_error(st, span, format!("negative count {n}")));
        }
        Ok(n)
    }

    /// A datatype argument: a datatype of `mpi.h` that tass models.
    fn datatype_arg(
        &mut self,
        st: &mut State,
        v: &Value,
        a: &MExpr,
        name: &str,
        span: Span,
    ) -> R<Datatype> {
        let h = self.int_arg(st, v, a, "datatype", span)?;
        let Some(dt) = consts().datatype(h) else {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` with {h}, which is not an MPI datatype"),
            ));
        };
        if dt.kind == Kind::Unmodelled {
            return Err(Halt::Unsupported(
                span,
                format!("the MPI datatype `{}` (in `{name}`)", dt.name),
            ));
        }
        Ok(dt)
    }

    /// A reduction operation argument, defined for the datatype `dt` (MPI 5.9.2).
    fn op_arg(
        &mut self,
        st: &mut State,
        v: &Value,
        a: &MExpr,
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<Op> {
        let h = self.int_arg(st, v, a, "operation", span)?;
        let Some(&(_, op_name, op)) = consts().ops.iter().find(|(x, _, _)| *x == h) else {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` with {h}, which is not an MPI reduction operation"),
            ));
        };
        let group = match dt.kind {
            Kind::Scalar(_, g) => Some(g),
            _ => None,
        };
        let defined = match op {
            Op::Max | Op::Min | Op::Sum | Op::Prod => {
                matches!(group, Some(Group::Integer | Group::Floating))
            }
            Op::Land | Op::Lor | Op::Lxor => matches!(group, Some(Group::Integer | Group::Logical)),
            Op::Band | Op::Bor | Op::Bxor => {
                matches!(group, Some(Group::Integer)) || dt.kind == Kind::Byte
            }
            // Defined on the pair types only, which tass does not model.
            Op::Maxloc | Op::Minloc => false,
        };
        if !defined {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` with `{op_name}` on `{}`: the operation is not defined for this datatype", dt.name),
            ));
        }
        if matches!(op, Op::Band | Op::Bor | Op::Bxor) {
            return Err(Halt::Unsupported(
                span,
                format!("the bitwise reduction `{op_name}` (in `{name}`)"),
            ));
        }
        Ok(op)
    }

    /// A destination (`recv`: false) or source rank: a process of the communicator,
    /// `MPI_PROC_NULL`, or for a source `MPI_ANY_SOURCE`.
    fn rank_arg(
        &mut self,
        st: &mut State,
        p: ProcId,
        (v, a): (&Value, &MExpr),
        recv: bool,
        span: Span,
    ) -> R<i64> {
        let what = if recv { "source" } else { "destination" };
        let r = self.int_arg(st, v, a, &format!("{what} rank"), span)?;
        let c = consts();
        let size = self.world_size(st, p);
        if r == c.proc_null || (recv && r == c.any_source) || (0..size).contains(&r) {
            return Ok(r);
        }
        Err(self.mpi_error(
            st,
            span,
            format!(
                "{what} rank {r} is not in 0..{} (the number of processes is {size})",
                size - 1
            ),
        ))
    }

    /// A tag: in `0..=MPI_TAG_UB`, or for a receive `MPI_ANY_TAG`.
    fn tag_arg(
        &mut self,
        st: &mut State,
        (v, a): (&Value, &MExpr),
        recv: bool,
        span: Span,
    ) -> R<i64> {
        let t = self.int_arg(st, v, a, "tag", span)?;
        let c = consts();
        if (recv && t == c.any_tag) || (0..=c.tag_ub).contains(&t) {
            return Ok(t);
        }
        Err(self.mpi_error(
            st,
            span,
            format!("tag {t} is not in 0..{} (MPI_TAG_UB)", c.tag_ub),
        ))
    }

    /// Records a value every process of a collective must give alike (`what`: the root,
    /// the operation, the datatype); a different one is an MPI error.
    fn agree(
        &mut self,
        st: &State,
        (name, what): (&str, &str),
        seen: &mut Option<(i64, String)>,
        (v, shown): (i64, String),
        span: Span,
    ) -> R<()> {
        match seen {
            None => *seen = Some((v, shown)),
            Some((v0, shown0)) if *v0 != v => {
                let msg =
                    format!("`{name}` with {what} {shown} here but {what} {shown0} on another process: the processes of a collective operation must give the same {what}");
                return Err(self.mpi_error(st, span, msg));
            }
            _ => {}
        }
        Ok(())
    }

    /// An MPI usage error at `span` (kind `mpi`).
    pub(crate) fn mpi_error(&mut self, st: &State, span: Span, msg: String) -> Halt {
        self.definite(st, PropertyKind::Mpi, span, msg)
    }

    /// A communicator argument: `MPI_COMM_WORLD`; another communicator of `mpi.h` is
    /// not modelled, and any other value is not a communicator.
    fn check_comm(&mut self, st: &mut State, (v, a): (&Value, &MExpr), span: Span) -> R<()> {
        let c = self.int_arg(st, v, a, "communicator", span)?;
        let k = consts();
        if c == k.comm_world {
            return Ok(());
        }
        if c == k.comm_null {
            return Err(self.mpi_error(st, span, "`MPI_COMM_NULL` used as a communicator".into()));
        }
        match k.comm_name(c) {
            Some(n) => Err(Halt::Unsupported(
                span,
                format!("the communicator `{n}` (only `MPI_COMM_WORLD` is modelled)"),
            )),
            None => Err(self.mpi_error(st, span, format!("{c} is not a communicator"))),
        }
    }

    fn check_initialized(&mut self, st: &State, p: ProcId, name: &str, span: Span) -> R<()> {
        let pr = st.proc(p);
        if !pr.mpi_initialized {
            return Err(self.mpi_error(st, span, format!("`{name}` is called before `MPI_Init`")));
        }
        if pr.mpi_finalized {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` is called after `MPI_Finalize`"),
            ));
        }
        Ok(())
    }

    /// At the end of process `p`: a collective assertion another process reached (the
    /// record after the ones `p` is in) that `p` never will is an MPI usage error.
    pub(crate) fn collective_records_at_end(&mut self, st: &State, p: ProcId, span: Span) -> R<()> {
        let pending = |q: ProcId| -> Vec<Arc<str>> {
            st.queue
                .iter()
                .filter(|s| !s.joint && s.proc == q)
                .map(|s| s.label.clone())
                .collect()
        };
        let mine = pending(p).len();
        let missed = (0..st.models[p.model as usize].procs.len() as u32)
            .filter(|r| *r != p.rank)
            .find_map(|r| {
                let q = ProcId {
                    model: p.model,
                    rank: r,
                };
                pending(q).get(mine).map(|l| (r, l.clone()))
            });
        if let Some((r, label)) = missed {
            let msg = format!("process {} ends without reaching collective assertion `{label}`, which process {r} reached: every process must reach the same collective assertions", p.rank);
            return Err(self.mpi_error(st, span, msg));
        }
        Ok(())
    }

    /// The number of processes of `p`'s program.
    pub(crate) fn world_size(&self, st: &State, p: ProcId) -> i64 {
        st.models[p.model as usize].procs.len() as i64
    }

    /// A pointer argument's place (for the results of `MPI_Comm_rank`, ...).
    fn out_place(
        &mut self,
        st: &mut State,
        p: ProcId,
        (v, a): (&Value, &MExpr),
        name: &str,
        span: Span,
    ) -> R<Place> {
        let MType::Pointer(t) = &a.ty else {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` without a pointer"),
            ));
        };
        self.deref(st, p, v.clone(), t, false, span)
    }

    /// Calls of MPI library functions other than the collectives (which the search runs
    /// for all processes at once). `None`: the call has not finished and runs again.
    pub(crate) fn mpi_call(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<Option<Option<Value>>> {
        let ok = Some(Some(Value::Sym(Expr::int(0))));
        match name {
            "MPI_Send" | "MPI_Ssend" => {
                self.check_initialized(st, p, name, span)?;
                if st.proc(p).phase == CallPhase::Start {
                    let sent =
                        self.issue(st, p, name, args, vals, (0, name == "MPI_Ssend"), span)?;
                    if sent {
                        st.proc_mut(p).phase = CallPhase::Sent;
                        return Ok(None);
                    }
                    return Ok(ok);
                }
                self.complete_sends(st, p, &[0], span)?;
                st.proc_mut(p).phase = CallPhase::Start;
                Ok(ok)
            }
            "MPI_Isend" | "MPI_Issend" => {
                self.check_initialized(st, p, name, span)?;
                let h = new_handle(st.proc(p));
                self.issue(st, p, name, args, vals, (h, name == "MPI_Issend"), span)?;
                self.start_request(st, p, (&vals[6], &args[6]), h, None, span)?;
                Ok(ok)
            }
            "MPI_Irecv" => {
                self.mpi_irecv(st, p, args, vals, span)?;
                Ok(ok)
            }
            "MPI_Recv" => {
                self.check_initialized(st, p, name, span)?;
                Ok(if self.mpi_receive(st, p, name, args, vals, span)? {
                    ok
                } else {
                    None
                })
            }
            "MPI_Sendrecv" | "MPI_Sendrecv_replace" => {
                self.check_initialized(st, p, name, span)?;
                let (s, r) = sendrecv_halves(name);
                match st.proc(p).phase {
                    CallPhase::Start => {
                        if name == "MPI_Sendrecv" {
                            let c1 = self.count_arg(st, &vals[1], &args[1], span)?;
                            let c2 = self.count_arg(st, &vals[6], &args[6], span)?;
                            let t1 = self.datatype_arg(st, &vals[2], &args[2], name, span)?;
                            let t2 = self.datatype_arg(st, &vals[7], &args[7], name, span)?;
                            if t1 == t2 {
                                self.check_disjoint(
                                    st,
                                    p,
                                    ((&vals[0], &args[0]), c1),
                                    ((&vals[5], &args[5]), c2),
                                    (name, t1),
                                    span,
                                )?;
                            }
                        }
                        let (a, v) = (pick(args, &s), pick(vals, &s));
                        self.issue(st, p, name, &a, &v, (0, false), span)?;
                        st.proc_mut(p).phase = CallPhase::Sent;
                        Ok(None)
                    }
                    CallPhase::Sent => {
                        let (a, v) = (pick(args, &r), pick(vals, &r));
                        if !self.mpi_receive(st, p, name, &a, &v, span)? {
                            return Ok(None);
                        }
                        if held(st, p, &|h| h == 0).is_empty() {
                            st.proc_mut(p).phase = CallPhase::Start;
                            return Ok(ok);
                        }
                        st.proc_mut(p).phase = CallPhase::Received;
                        Ok(None)
                    }
                    CallPhase::Received => {
                        self.complete_sends(st, p, &[0], span)?;
                        st.proc_mut(p).phase = CallPhase::Start;
                        Ok(ok)
                    }
                }
            }
            "MPI_Wait" | "MPI_Waitall" => Ok(if self.mpi_wait(st, p, name, args, vals, span)? {
                None
            } else {
                ok
            }),
            _ => match self.mpi_local(st, p, name, args, vals, span)? {
                Some(r) => Ok(Some(r)),
                None => Err(Halt::Unsupported(span, format!("`{name}`"))),
            },
        }
    }

    /// MPI functions with no interaction: `MPI_Init`, `MPI_Finalize`, `MPI_Comm_rank`,
    /// `MPI_Comm_size`, `MPI_Wtime`, `MPI_Initialized`, `MPI_Finalized`. `None` for the
    /// others.
    fn mpi_local(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<Option<Option<Value>>> {
        let ok = Some(Value::Sym(Expr::int(0)));
        Ok(Some(match name {
            "MPI_Init" => {
                if st.proc(p).mpi_initialized {
                    return Err(self.mpi_error(st, span, "`MPI_Init` is called twice".into()));
                }
                st.proc_mut(p).mpi_initialized = true;
                ok
            }
            "MPI_Finalize" => {
                self.check_initialized(st, p, name, span)?;
                let active = st.proc(p).requests.len();
                if active > 0 {
                    return Err(self.mpi_error(
                        st,
                        span,
                        format!("`MPI_Finalize` is called with {active} nonblocking request(s) never completed by `MPI_Wait` or `MPI_Waitall`"),
                    ));
                }
                st.proc_mut(p).mpi_finalized = true;
                ok
            }
            "MPI_Comm_rank" | "MPI_Comm_size" => {
                self.check_initialized(st, p, name, span)?;
                self.check_comm(st, (&vals[0], &args[0]), span)?;
                let v = if name == "MPI_Comm_rank" {
                    i64::from(p.rank)
                } else {
                    self.world_size(st, p)
                };
                let pl = self.out_place(st, p, (&vals[1], &args[1]), name, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(v)), span)?;
                ok
            }
            "MPI_Wtime" => Some(Value::Sym(self.fresh(&Type::real(), "nondet"))),
            "MPI_Initialized" | "MPI_Finalized" => {
                let v = if name == "MPI_Initialized" {
                    st.proc(p).mpi_initialized
                } else {
                    st.proc(p).mpi_finalized
                };
                let pl = self.out_place(st, p, (&vals[0], &args[0]), name, span)?;
                self.write(st, p, &pl, Value::Sym(Expr::int(i64::from(v))), span)?;
                ok
            }
            _ => return Ok(None),
        }))
    }

    /// The buffer of `count` elements of `dt` at the pointer `v` (argument `a`): its
    /// storage must hold values of the datatype's C type and `count` elements from the
    /// pointer on. `None` for a count of 0 (no storage is touched).
    fn buffer(
        &mut self,
        st: &mut State,
        p: ProcId,
        (v, a): (&Value, &MExpr),
        count: i64,
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<Option<Buf>> {
        if count == 0 {
            return Ok(None);
        }
        let typed = static_pointee(a).or_else(|| dt.c_type());
        let what = format!("`{name}`");
        let flat = self.flat_at(st, p, v, typed.as_ref(), (&what, PropertyKind::Mpi), span)?;
        let (size, _) = size_of(&flat.elem, &[]).ok_or_else(|| {
            Halt::Unsupported(span, format!("an MPI buffer of this type (in `{name}`)"))
        })?;
        let scalars = match dt.kind {
            Kind::Scalar(c, _) => {
                if !c.holds(&flat.elem) {
                    let ty = tass_model::show::type_str(
                        &flat.elem,
                        &self.progs[p.model as usize].structs,
                    );
                    return Err(self.mpi_error(
                        st,
                        span,
                        format!("`{name}` with datatype `{}` on a buffer of `{ty}`: the datatype does not match the type of the buffer", dt.name),
                    ));
                }
                count as u64
            }
            Kind::Byte => {
                if !(count as u64).is_multiple_of(size) {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{name}` of {count} bytes (`MPI_BYTE`), not a whole number of the buffer's {size}-byte elements"),
                    ));
                }
                count as u64 / size
            }
            Kind::Unmodelled => return Err(stray(span)),
        };
        let bytes = scalars * size;
        self.flat_check(
            st,
            &flat,
            &Expr::int(scalars),
            PropertyKind::Mpi,
            format!("`{name}`: a buffer of {count} `{}` ({bytes} bytes) extends past the end of its object", dt.name),
            span,
        )?;
        Ok(Some(Buf { flat, scalars }))
    }

    /// The data of a send buffer and its scalar type.
    fn read_data(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        count: i64,
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<(Vec<Expr>, MType)> {
        match self.buffer(st, p, arg, count, (name, dt), span)? {
            Some(b) => {
                let data = self.flat_read(st, p, &b.flat, b.scalars, span)?;
                Ok((data, b.flat.elem))
            }
            None => Ok((Vec::new(), dt.c_type().unwrap_or(MType::CHAR))),
        }
    }

    /// Stores `data` (scalars of `elem`) into a receive buffer of `count` elements of `dt`.
    #[allow(clippy::too_many_arguments)]
    fn write_data(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        count: i64,
        (name, dt): (&str, Datatype),
        (data, elem): (&[Expr], &MType),
        span: Span,
    ) -> R<()> {
        let Some(b) = self.buffer(st, p, arg, count, (name, dt), span)? else {
            return Ok(());
        };
        if b.flat.elem != *elem {
            return Err(Halt::Unsupported(
                span,
                format!(
                    "`{name}` of bytes (`MPI_BYTE`) read as another type than they were sent as"
                ),
            ));
        }
        let data: Vec<Expr> = data.iter().take(b.scalars as usize).cloned().collect();
        self.flat_write(st, p, &b.flat, &data, span)
    }

    /// Checks that the send and receive buffers of one call do not overlap (MPI forbids
    /// it: a collective that should work in place takes `MPI_IN_PLACE`).
    #[allow(clippy::too_many_arguments)]
    fn check_disjoint(
        &mut self,
        st: &mut State,
        p: ProcId,
        (send, scount): ((&Value, &MExpr), i64),
        (recv, rcount): ((&Value, &MExpr), i64),
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<()> {
        let (Some(a), Some(b)) = (
            self.buffer(st, p, send, scount, (name, dt), span)?,
            self.buffer(st, p, recv, rcount, (name, dt), span)?,
        ) else {
            return Ok(());
        };
        if a.flat.obj.base != b.flat.obj.base || a.flat.obj.path != b.flat.obj.path {
            return Ok(());
        }
        let (ea, eb) = (
            self.sym(a.flat.start.plus(&Expr::int(a.scalars)), span)?,
            self.sym(b.flat.start.plus(&Expr::int(b.scalars)), span)?,
        );
        let apart = self.sym(
            ea.less_eq(&b.flat.start)
                .and_then(|x| eb.less_eq(&a.flat.start).and_then(|y| x.or(&y))),
            span,
        )?;
        let hint = if name == "MPI_Sendrecv" {
            "use `MPI_Sendrecv_replace`"
        } else {
            "use `MPI_IN_PLACE`"
        };
        self.check(
            st,
            apart,
            PropertyKind::Mpi,
            span,
            format!("`{name}` with overlapping send and receive buffers ({hint})"),
        )
    }

    /// Sends a message (arguments as `MPI_Send`'s), held by the sender with handle
    /// `held`; returns false when there is nothing to send (`MPI_PROC_NULL`).
    #[allow(clippy::too_many_arguments)]
    fn issue(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        (held, sync): (i64, bool),
        span: Span,
    ) -> R<bool> {
        self.check_comm(st, (&vals[5], &args[5]), span)?;
        let count = self.count_arg(st, &vals[1], &args[1], span)?;
        let dt = self.datatype_arg(st, &vals[2], &args[2], name, span)?;
        let dest = self.rank_arg(st, p, (&vals[3], &args[3]), false, span)?;
        let tag = self.tag_arg(st, (&vals[4], &args[4]), false, span)?;
        if dest == consts().proc_null {
            return Ok(false);
        }
        let (data, elem) = self.read_data(st, p, (&vals[0], &args[0]), count, (name, dt), span)?;
        let arr = self.sym(Expr::array(&scalar_type(&elem), data), span)?;
        Arc::make_mut(&mut st.buffers).push(Message {
            source: p,
            dest: ProcId {
                model: p.model,
                rank: dest as u32,
            },
            tag: Expr::int(tag),
            datatype: dt.handle,
            elem,
            data: Value::Sym(arr),
            held: Some(held),
            sync,
        });
        Ok(true)
    }

    /// Completes the sends `p` waits for (held with one of `handles`): a standard-mode
    /// message not received yet is buffered; a synchronous one is matched with the
    /// posted receive of its destination that takes it (the search enables the step only
    /// when there is one).
    fn complete_sends(&mut self, st: &mut State, p: ProcId, handles: &[i64], span: Span) -> R<()> {
        loop {
            let pending = held(st, p, &|h| handles.contains(&h));
            let Some(&i) = pending.first() else {
                return Ok(());
            };
            if !st.buffers[i].sync {
                Arc::make_mut(&mut st.buffers)[i].held = None;
                continue;
            }
            let Some((Posted::Request(h), _)) = deliverable(st, i, None) else {
                return Err(stray(span));
            };
            let (q, from) = (st.buffers[i].dest, st.buffers[i].source.rank);
            self.deliver_request(st, q, h, from, span)?;
        }
    }

    /// The (source, tag) a receive (arguments as `MPI_Recv`'s) asks for.
    pub(crate) fn recv_pattern(
        &mut self,
        st: &mut State,
        p: ProcId,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<(i64, i64)> {
        let source = self.rank_arg(st, p, (&vals[3], &args[3]), true, span)?;
        let tag = self.tag_arg(st, (&vals[4], &args[4]), true, span)?;
        Ok((source, tag))
    }

    /// A receive posted by `p` (arguments as `MPI_Recv`'s, `name` the function): its
    /// buffer is checked to hold `count` elements of its datatype.
    fn posted_recv(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<PendingRecv> {
        self.check_comm(st, (&vals[5], &args[5]), span)?;
        let count = self.count_arg(st, &vals[1], &args[1], span)?;
        let dt = self.datatype_arg(st, &vals[2], &args[2], name, span)?;
        let (source, tag) = self.recv_pattern(st, p, args, vals, span)?;
        let (elem, scalars) =
            match self.buffer(st, p, (&vals[0], &args[0]), count, (name, dt), span)? {
                Some(b) => (b.flat.elem, b.scalars as i64),
                None => (dt.c_type().unwrap_or(MType::CHAR), 0),
            };
        Ok(PendingRecv {
            buf: vals[0].clone(),
            elem,
            count: scalars,
            datatype: dt.handle,
            source,
            tag,
        })
    }

    /// A blocking receive (arguments as `MPI_Recv`'s) from the source the search chose:
    /// an earlier posted receive that may take the message is matched first (the call
    /// then runs again: false), else this one (true).
    fn mpi_receive(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<bool> {
        let rv = self.posted_recv(st, p, name, args, vals, span)?;
        let status = (&vals[6], &args[6]);
        if rv.source == consts().proc_null {
            // A receive from MPI_PROC_NULL completes at once.
            let c = consts();
            self.write_status(st, p, status, 0, (c.proc_null, c.any_tag), span)?;
            return Ok(true);
        }
        let from = self.recv_from.take().ok_or_else(|| stray(span))?;
        let queue = posted(st, p, Some((rv.source, rv.tag)));
        match next_receive(st, p, &queue, &|r| r == Posted::Blocking) {
            Some((Posted::Blocking, _, _)) => {
                let tag = self.deliver(st, p, &rv, from, span)?;
                self.write_status(st, p, status, 0, (i64::from(from), tag), span)?;
                Ok(true)
            }
            Some((Posted::Request(h), _, _)) => {
                self.deliver_request(st, p, h, from, span)?;
                Ok(false)
            }
            None => Err(stray(span)),
        }
    }

    /// Moves the oldest message from `from` that the receive `rv` of `p` matches into its
    /// buffer; returns the message's tag.
    fn deliver(
        &mut self,
        st: &mut State,
        p: ProcId,
        rv: &PendingRecv,
        from: u32,
        span: Span,
    ) -> R<i64> {
        let pos = st
            .buffers
            .iter()
            .position(|m| {
                m.dest == p && m.source.rank == from && message_matches((rv.source, rv.tag), m)
            })
            .ok_or_else(|| stray(span))?;
        let msg = Arc::make_mut(&mut st.buffers).remove(pos);
        let c = consts();
        if msg.datatype != rv.datatype {
            return Err(self.mpi_error(
                st,
                span,
                format!(
                    "a message sent as `{}` by process {} is received as `{}`: the datatypes of a send and its receive must match",
                    c.datatype_name(msg.datatype),
                    from,
                    c.datatype_name(rv.datatype)
                ),
            ));
        }
        let Value::Sym(arr) = &msg.data else {
            return Err(stray(span));
        };
        let Some(n) = int_of(&self.sym(arr.extent(), span)?) else {
            return Err(Halt::Unsupported(
                span,
                "a message whose length is not a constant".into(),
            ));
        };
        if n > rv.count {
            return Err(self.mpi_error(
                st,
                span,
                format!(
                    "a message of {n} `{}` from process {from} arrives in a receive buffer of {}",
                    c.datatype_name(msg.datatype),
                    rv.count
                ),
            ));
        }
        if n > 0 && msg.elem != rv.elem {
            return Err(Halt::Unsupported(
                span,
                "bytes (`MPI_BYTE`) received as another type than they were sent as".into(),
            ));
        }
        let mut data = Vec::new();
        for k in 0..n {
            data.push(self.sym(arr.read(&Expr::int(k)), span)?);
        }
        if !data.is_empty() {
            let flat =
                self.flat_at(st, p, &rv.buf, None, ("a receive", PropertyKind::Mpi), span)?;
            self.flat_write(st, p, &flat, &data, span)?;
        }
        int_of(&msg.tag)
            .ok_or_else(|| Halt::Unsupported(span, "a message whose tag is not a constant".into()))
    }

    /// Matches the posted receive `h` of `q` with the oldest message it takes from `from`.
    fn deliver_request(
        &mut self,
        st: &mut State,
        q: ProcId,
        h: i64,
        from: u32,
        span: Span,
    ) -> R<()> {
        let i = st
            .proc(q)
            .requests
            .iter()
            .position(|r| r.handle == h)
            .ok_or_else(|| stray(span))?;
        let rv = st.proc(q).requests[i]
            .recv
            .clone()
            .ok_or_else(|| stray(span))?;
        let tag = self.deliver(st, q, &rv, from, span)?;
        let r = &mut st.proc_mut(q).requests[i];
        r.recv = None;
        r.matched = Some((i64::from(from), tag));
        Ok(())
    }

    /// Writes source and tag into element `k` of a status array (`MPI_STATUS_IGNORE`,
    /// a null pointer, writes nothing).
    fn write_status(
        &mut self,
        st: &mut State,
        p: ProcId,
        (ptr, arg): (&Value, &MExpr),
        k: i64,
        (from, tag): (i64, i64),
        span: Span,
    ) -> R<()> {
        if matches!(ptr, Value::Ptr(Pointer::Null)) {
            return Ok(());
        }
        let t = match &arg.ty {
            MType::Pointer(t) if matches!(**t, MType::Struct(_)) => (**t).clone(),
            _ => {
                return Err(Halt::Unsupported(
                    span,
                    "an MPI status that is not an `MPI_Status`".into(),
                ))
            }
        };
        let first = self.deref(st, p, ptr.clone(), &t, false, span)?;
        let pl = if k == 0 {
            first
        } else {
            let pl = offset(&first, k, span)?;
            self.deref(
                st,
                p,
                Value::Ptr(Pointer::Obj {
                    base: pl.base,
                    path: pl.path.into(),
                }),
                &t,
                false,
                span,
            )?
        };
        for (field, v) in [(0u32, from), (1, tag), (2, 0)] {
            let mut f = pl.clone();
            f.path.push(tass_state::Step::Field(field));
            f.ty = MType::INT;
            self.write(st, p, &f, Value::Sym(Expr::int(v)), span)?;
        }
        Ok(())
    }

    /// `MPI_Irecv`: posts a receive, matched later (at a wait, a blocking receive, or by
    /// a synchronous send).
    fn mpi_irecv(
        &mut self,
        st: &mut State,
        p: ProcId,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<()> {
        self.check_initialized(st, p, "MPI_Irecv", span)?;
        let rv = self.posted_recv(st, p, "MPI_Irecv", args, vals, span)?;
        let h = new_handle(st.proc(p));
        let c = consts();
        let recv = if rv.source == c.proc_null {
            None
        } else {
            Some(rv)
        };
        let matched = recv.is_none().then_some((c.proc_null, c.any_tag));
        self.start_request(st, p, (&vals[6], &args[6]), h, recv, span)?;
        if let Some(r) = st.proc_mut(p).requests.last_mut() {
            r.matched = matched;
        }
        Ok(())
    }

    /// Records a new active request `handle` and stores the handle where the request
    /// argument points.
    fn start_request(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        handle: i64,
        recv: Option<PendingRecv>,
        span: Span,
    ) -> R<()> {
        let pl = self.out_place(st, p, arg, "a nonblocking call", span)?;
        self.write(st, p, &pl, Value::Sym(Expr::int(handle)), span)?;
        st.proc_mut(p).requests.push(Request {
            handle,
            recv,
            matched: None,
        });
        Ok(())
    }

    /// The request handles an `MPI_Wait` (one) or `MPI_Waitall` (an array) waits for:
    /// each with its place.
    pub(crate) fn wait_handles(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<Vec<(Place, i64)>> {
        self.check_initialized(st, p, name, span)?;
        let (arg, n) = if name == "MPI_Waitall" {
            let n = self.count_arg(st, &vals[0], &args[0], span)?;
            ((&vals[1], &args[1]), n)
        } else {
            ((&vals[0], &args[0]), 1)
        };
        let mut out = Vec::new();
        if n == 0 {
            return Ok(out);
        }
        let flat = self.flat_at(
            st,
            p,
            arg.0,
            Some(&MType::INT),
            (&format!("`{name}`"), PropertyKind::Mpi),
            span,
        )?;
        self.flat_check(
            st,
            &flat,
            &Expr::int(n),
            PropertyKind::Mpi,
            format!("`{name}`: the array of {n} requests extends past the end of its object"),
            span,
        )?;
        let handles = self.flat_read(st, p, &flat, n as u64, span)?;
        for (k, h) in handles.into_iter().enumerate() {
            let h = h.simplify_under(&st.pc).unwrap_or(h);
            let Some(h) = int_of(&h) else {
                return Err(Halt::Unsupported(
                    span,
                    "a request handle that is not a concrete number".into(),
                ));
            };
            if h != 0 && !st.proc(p).requests.iter().any(|r| r.handle == h) {
                return Err(self.mpi_error(
                    st,
                    span,
                    format!("`{name}` waits for request {h}, which is not an active request (not started, or already completed)"),
                ));
            }
            if h != 0 && out.iter().any(|(_, x)| *x == h) {
                return Err(self.mpi_error(st, span, format!("`{name}` names request {h} twice")));
            }
            let f = self.sym(flat.start.plus(&Expr::int(k as u64)), span)?;
            let mut pl = flat.obj.clone();
            if !flat.dims.is_empty() {
                let idx = flat.indexes(&f, span)?;
                pl.path.extend(idx.into_iter().map(tass_state::Step::Index));
            }
            pl.ty = MType::INT;
            out.push((pl, h));
        }
        Ok(out)
    }

    /// `MPI_Wait`, `MPI_Waitall`: matches the next receive it needs (from the source the
    /// search chose) if there is one, else completes: its sends complete (see
    /// [`Machine::complete_sends`]), statuses are written, the requests end and their
    /// handles become `MPI_REQUEST_NULL`. Returns true when the call must run again.
    fn mpi_wait(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        args: &[MExpr],
        vals: &[Value],
        span: Span,
    ) -> R<bool> {
        let handles = self.wait_handles(st, p, name, args, vals, span)?;
        let named: Vec<i64> = handles
            .iter()
            .map(|(_, h)| *h)
            .filter(|h| *h != 0)
            .collect();
        let from = self.recv_from.take();
        let queue = posted(st, p, None);
        let wanted = |r: Posted| matches!(r, Posted::Request(h) if named.contains(&h));
        if let Some((Posted::Request(h), _, _)) = next_receive(st, p, &queue, &wanted) {
            let from = from.ok_or_else(|| stray(span))?;
            self.deliver_request(st, p, h, from, span)?;
            let queue = posted(st, p, None);
            let more = next_receive(st, p, &queue, &wanted).is_some();
            if more || !held(st, p, &|h| named.contains(&h)).is_empty() {
                return Ok(true);
            }
        } else if from.is_some() {
            return Err(stray(span));
        }
        self.complete_sends(st, p, &named, span)?;
        let statuses = if name == "MPI_Waitall" { 2 } else { 1 };
        for (k, (pl, h)) in handles.into_iter().enumerate() {
            if h == 0 {
                continue;
            }
            let matched = st
                .proc(p)
                .requests
                .iter()
                .find(|r| r.handle == h)
                .and_then(|r| r.matched);
            if let Some(m) = matched {
                self.write_status(st, p, (&vals[statuses], &args[statuses]), k as i64, m, span)?;
            }
            st.proc_mut(p).requests.retain(|r| r.handle != h);
            self.write(st, p, &pl, Value::Sym(Expr::int(0)), span)?;
        }
        Ok(false)
    }

    /// A collective operation, all processes of one program at their calls `calls`.
    pub(crate) fn mpi_collective(&mut self, st: &mut State, calls: &[CollectiveCall]) -> R<()> {
        let first = &calls[0];
        for (p, name, _, _, span) in calls {
            self.check_initialized(st, *p, name, *span)?;
            if *name != first.1 {
                return Err(self.mpi_error(st, *span, format!("process {} calls `{name}` while process {} calls `{}`: collective operations must match", p.rank, first.0.rank, first.1)));
            }
        }
        let name = first.1.clone();
        let root_arg = match name.as_str() {
            "MPI_Bcast" => Some(3),
            "MPI_Reduce" => Some(5),
            "MPI_Gather" | "MPI_Scatter" => Some(6),
            _ => None,
        };
        let comm_arg = match name.as_str() {
            "MPI_Barrier" => 0,
            "MPI_Bcast" => 4,
            "MPI_Reduce" => 6,
            "MPI_Gather" | "MPI_Scatter" => 7,
            "MPI_Allgather" | "MPI_Alltoall" => 6,
            _ => 5,
        };
        let mut root = None;
        for (_, _, args, vals, span) in calls {
            self.check_comm(st, (&vals[comm_arg], &args[comm_arg]), *span)?;
            if let Some(i) = root_arg {
                let r = self.int_arg(st, &vals[i], &args[i], "root", *span)?;
                self.agree(st, (&name, "root"), &mut root, (r, r.to_string()), *span)?;
            }
        }
        let size = calls.len() as i64;
        let root = root.map(|(r, _)| r);
        if let Some(r) = root {
            if !(0..size).contains(&r) {
                return Err(self.mpi_error(
                    st,
                    calls[0].4,
                    format!("root {r} is not a process (the number of processes is {size})"),
                ));
            }
        }
        match name.as_str() {
            "MPI_Barrier" => Ok(()),
            "MPI_Bcast" => self.mpi_bcast(st, root.unwrap_or(0) as usize, calls),
            "MPI_Gather" | "MPI_Scatter" | "MPI_Allgather" | "MPI_Alltoall" => {
                self.mpi_blocks(st, &name, root.unwrap_or(0) as usize, calls)
            }
            _ => self.mpi_reduce(st, &name, root, calls),
        }
    }

    /// The datatype and count every process gives (positions `ty` and `count`), alike.
    fn agreed_type(
        &mut self,
        st: &mut State,
        name: &str,
        calls: &[CollectiveCall],
        (count_at, ty_at): (usize, usize),
    ) -> R<(Datatype, i64)> {
        let mut ty = None;
        let mut count = None;
        let mut dt = None;
        for (_, _, args, vals, span) in calls {
            let d = self.datatype_arg(st, &vals[ty_at], &args[ty_at], name, *span)?;
            self.agree(
                st,
                (name, "datatype"),
                &mut ty,
                (d.handle, format!("`{}`", d.name)),
                *span,
            )?;
            let c = self.count_arg(st, &vals[count_at], &args[count_at], *span)?;
            self.agree(st, (name, "count"), &mut count, (c, c.to_string()), *span)?;
            dt = Some(d);
        }
        Ok((
            dt.ok_or_else(|| stray(calls[0].4))?,
            count.map_or(0, |(c, _)| c),
        ))
    }

    /// `MPI_Bcast`: the root's buffer into every other process's.
    fn mpi_bcast(&mut self, st: &mut State, r: usize, calls: &[CollectiveCall]) -> R<()> {
        let name = "MPI_Bcast";
        let (dt, count) = self.agreed_type(st, name, calls, (1, 2))?;
        let (rp, _, rargs, rvals, rspan) = calls[r].clone();
        let data = self.read_data(st, rp, (&rvals[0], &rargs[0]), count, (name, dt), rspan)?;
        for (p, _, args, vals, span) in calls {
            if *p != rp {
                self.write_data(
                    st,
                    *p,
                    (&vals[0], &args[0]),
                    count,
                    (name, dt),
                    (&data.0, &data.1),
                    *span,
                )?;
            }
        }
        Ok(())
    }

    /// `MPI_Reduce`, `MPI_Allreduce`, `MPI_Scan`, `MPI_Exscan`: the send buffers combined
    /// element-wise in rank order (prefixes for the scans).
    fn mpi_reduce(
        &mut self,
        st: &mut State,
        name: &str,
        root: Option<i64>,
        calls: &[CollectiveCall],
    ) -> R<()> {
        let (dt, count) = self.agreed_type(st, name, calls, (2, 3))?;
        let mut op = None;
        let mut the_op = Op::Sum;
        for (_, _, args, vals, span) in calls {
            the_op = self.op_arg(st, &vals[4], &args[4], (name, dt), *span)?;
            let h = self.int_arg(st, &vals[4], &args[4], "operation", *span)?;
            let shown = consts()
                .ops
                .iter()
                .find(|(x, _, _)| *x == h)
                .map(|(_, n, _)| format!("`{n}`"))
                .unwrap_or_default();
            self.agree(st, (name, "operation"), &mut op, (h, shown), *span)?;
        }
        let mut acc: Option<Vec<Expr>> = None;
        let mut elem = MType::INT;
        let mut prefixes: Vec<Vec<Expr>> = Vec::new();
        for (i, (p, _, args, vals, span)) in calls.iter().enumerate() {
            // MPI_IN_PLACE (Allreduce, Scan, or Reduce's root): the data is in the
            // receive buffer.
            let src = if self.in_place(*p, &vals[0]) {
                if name == "MPI_Reduce" && root != Some(i as i64) {
                    return Err(self.mpi_error(
                        st,
                        *span,
                        "`MPI_IN_PLACE` as the send buffer of `MPI_Reduce` on a process that is not the root".into(),
                    ));
                }
                1
            } else {
                if name != "MPI_Reduce" || root == Some(i as i64) {
                    self.check_disjoint(
                        st,
                        *p,
                        ((&vals[0], &args[0]), count),
                        ((&vals[1], &args[1]), count),
                        (name, dt),
                        *span,
                    )?;
                }
                0
            };
            let (data, e) =
                self.read_data(st, *p, (&vals[src], &args[src]), count, (name, dt), *span)?;
            elem = e;
            acc = Some(match acc {
                None => data,
                Some(a) => {
                    let mut out = Vec::new();
                    for (x, y) in a.iter().zip(data.iter()) {
                        out.push(self.combine(the_op, x, y, *span)?);
                    }
                    out
                }
            });
            prefixes.push(acc.clone().unwrap_or_default());
        }
        let result = acc.unwrap_or_default();
        for (i, (p, _, args, vals, span)) in calls.iter().enumerate() {
            let data = match name {
                "MPI_Allreduce" => &result,
                "MPI_Reduce" if root == Some(i as i64) => &result,
                "MPI_Scan" => &prefixes[i],
                // Exscan leaves process 0's receive buffer undefined (unchanged).
                "MPI_Exscan" if i > 0 => &prefixes[i - 1],
                _ => continue,
            };
            self.write_data(
                st,
                *p,
                (&vals[1], &args[1]),
                count,
                (name, dt),
                (data, &elem),
                *span,
            )?;
        }
        Ok(())
    }

    /// Whether a buffer argument is `MPI_IN_PLACE`.
    fn in_place(&self, p: ProcId, v: &Value) -> bool {
        let Value::Ptr(Pointer::Obj {
            base: tass_state::Base::Global { var, .. },
            ..
        }) = v
        else {
            return false;
        };
        self.progs[p.model as usize]
            .globals
            .get(*var as usize)
            .is_some_and(|g| &*g.name == "__tass_mpi_in_place")
    }

    /// The collectives that move blocks: `MPI_Gather`, `MPI_Scatter`, `MPI_Allgather`,
    /// `MPI_Alltoall` (send buffer, count, type, receive buffer, count, type, ...). The
    /// send and receive counts and datatypes that matter must all be the same.
    fn mpi_blocks(
        &mut self,
        st: &mut State,
        name: &str,
        root: usize,
        calls: &[CollectiveCall],
    ) -> R<()> {
        let n = calls.len();
        // MPI_IN_PLACE: as the send buffer of Gather's root or of Allgather (the
        // process's block is already in its receive buffer), as the receive buffer of
        // Scatter's root (it keeps its block).
        let mut inplace = vec![false; n];
        for (i, (p, _, _, vals, span)) in calls.iter().enumerate() {
            let (send, recv) = (self.in_place(*p, &vals[0]), self.in_place(*p, &vals[3]));
            let allowed = match name {
                "MPI_Gather" => i == root && !recv,
                "MPI_Allgather" => !recv,
                "MPI_Scatter" => i == root && !send,
                _ => false,
            };
            if (send || recv) && !allowed {
                return Err(Halt::Unsupported(
                    *span,
                    format!("`MPI_IN_PLACE` in this position of `{name}`"),
                ));
            }
            inplace[i] = send || recv;
        }
        // The block: every significant send and receive count and datatype.
        let mut block = None;
        let mut ty = None;
        let mut dt = None;
        for (i, (_, _, args, vals, span)) in calls.iter().enumerate() {
            let sends =
                (name != "MPI_Scatter" || i == root) && !(inplace[i] && name != "MPI_Scatter");
            let receives =
                (name != "MPI_Gather" || i == root) && !(inplace[i] && name == "MPI_Scatter");
            for (k, on) in [(1, sends), (4, receives)] {
                if !on {
                    continue;
                }
                let d = self.datatype_arg(st, &vals[k + 1], &args[k + 1], name, *span)?;
                self.agree(
                    st,
                    (name, "datatype"),
                    &mut ty,
                    (d.handle, format!("`{}`", d.name)),
                    *span,
                )?;
                dt = Some(d);
                let c = self.count_arg(st, &vals[k], &args[k], *span)?;
                self.agree(st, (name, "count"), &mut block, (c, c.to_string()), *span)?;
            }
        }
        let (Some(dt), Some((b, _))) = (dt, block) else {
            return Ok(());
        };
        for (i, (p, _, args, vals, span)) in calls.iter().enumerate() {
            let all = b * n as i64;
            let (slen, rlen) = match name {
                "MPI_Gather" | "MPI_Allgather" => (b, all),
                "MPI_Scatter" => (all, b),
                _ => (all, all),
            };
            // Both buffers matter at the root of Gather and Scatter, everywhere for the
            // others.
            let both = i == root || matches!(name, "MPI_Allgather" | "MPI_Alltoall");
            if both && !inplace[i] {
                self.check_disjoint(
                    st,
                    *p,
                    ((&vals[0], &args[0]), slen),
                    ((&vals[3], &args[3]), rlen),
                    (name, dt),
                    *span,
                )?;
            }
        }
        // What each process sends (Scatter: the root's whole buffer), and the number of
        // scalars in a block (fewer than its count for `MPI_BYTE`).
        let mut sent: Vec<Vec<Expr>> = Vec::new();
        let mut elem: Option<MType> = None;
        let mut w = 0usize;
        for (i, (p, _, args, vals, span)) in calls.iter().enumerate() {
            let (arg, blocks, skip) = if inplace[i] && name != "MPI_Scatter" {
                // The block at the process's own place in its receive buffer.
                ((&vals[3], &args[3]), i + 1, i)
            } else {
                let blocks = match name {
                    "MPI_Scatter" if i != root => 0,
                    "MPI_Scatter" | "MPI_Alltoall" => n,
                    _ => 1,
                };
                ((&vals[0], &args[0]), blocks, 0)
            };
            let len = b * blocks as i64;
            let (data, e) = self.read_data(st, *p, arg, len, (name, dt), *span)?;
            if len > 0 {
                w = data.len() / blocks;
                if elem.as_ref().is_some_and(|x| *x != e) {
                    return Err(Halt::Unsupported(
                        *span,
                        format!("`{name}` of bytes (`MPI_BYTE`) from buffers of different types"),
                    ));
                }
                elem = Some(e);
            }
            sent.push(data[skip * w..].to_vec());
        }
        let elem = elem.unwrap_or(MType::CHAR);
        for (j, (p, _, args, vals, span)) in calls.iter().enumerate() {
            let data: Vec<Expr> = match name {
                "MPI_Gather" if j != root => continue,
                "MPI_Scatter" if inplace[j] => continue,
                "MPI_Gather" | "MPI_Allgather" => sent.concat(),
                "MPI_Scatter" => sent[root][j * w..(j + 1) * w].to_vec(),
                _ => sent
                    .iter()
                    .flat_map(|s| s[j * w..(j + 1) * w].to_vec())
                    .collect(),
            };
            let cap = match name {
                "MPI_Scatter" => b,
                _ => b * n as i64,
            };
            self.write_data(
                st,
                *p,
                (&vals[3], &args[3]),
                cap,
                (name, dt),
                (&data, &elem),
                *span,
            )?;
        }
        Ok(())
    }

    fn combine(&mut self, op: Op, x: &Expr, y: &Expr, span: Span) -> R<Expr> {
        let truth = |m: &mut Self, e: &Expr| -> R<Expr> {
            let z = Expr::zero(e.ty());
            m.sym(z.and_then(|z| e.not_equals(&z)), span)
        };
        let r = match op {
            Op::Sum => x.plus(y),
            Op::Prod => x.times(y),
            Op::Max | Op::Min => {
                let c = self.sym(x.greater_eq(y), span)?;
                if op == Op::Max {
                    Expr::cond(&c, x, y)
                } else {
                    Expr::cond(&c, y, x)
                }
            }
            Op::Land | Op::Lor | Op::Lxor => {
                let (a, b) = (truth(self, x)?, truth(self, y)?);
                let c = match op {
                    Op::Land => a.and(&b),
                    Op::Lor => a.or(&b),
                    _ => a.iff(&b).and_then(|e| e.not()),
                };
                let c = self.sym(c, span)?;
                Expr::cond(&c, &Expr::int(1), &Expr::int(0))
            }
            _ => {
                return Err(Halt::Unsupported(
                    span,
                    format!("the MPI reduction operation {op:?}"),
                ))
            }
        };
        self.sym(r, span)
    }
}

/// An MPI step the search chose that does not fit the state: a bug in tass, which makes
/// the verdict unknown rather than end the path unseen.
fn stray(span: Span) -> Halt {
    Halt::Unsupported(
        span,
        "an MPI step that does not fit the state (an internal inconsistency)".into(),
    )
}

/// The handle for a new request: the smallest positive number no active request has.
fn new_handle(pr: &Process) -> i64 {
    (1..)
        .find(|h| pr.requests.iter().all(|r| r.handle != *h))
        .unwrap_or(1)
}

/// The place `k` elements after `first` (which must be an array element, or `k` is 0).
fn offset(first: &Place, k: i64, span: Span) -> R<Place> {
    if k == 0 {
        return Ok(first.clone());
    }
    let mut pl = first.clone();
    match pl.path.last_mut() {
        Some(tass_state::Step::Index(i)) => {
            *i = i
                .plus(&Expr::int(k))
                .map_err(|e| Halt::Unsupported(span, e.to_string()))?;
            Ok(pl)
        }
        _ => Err(Halt::Unsupported(
            span,
            "an array of MPI statuses that is not an array".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every constant tass interprets is defined by its `mpi.h`, and the datatype and
    /// operation handles are distinct.
    #[test]
    fn constants_come_from_the_header() {
        let c = consts();
        for v in [
            c.any_source,
            c.any_tag,
            c.proc_null,
            c.comm_world,
            c.comm_null,
            c.tag_ub,
        ] {
            assert_ne!(v, ABSENT);
        }
        for d in &c.datatypes {
            assert_ne!(d.handle, ABSENT, "{} is not in mpi.h", d.name);
            assert_eq!(
                c.datatypes.iter().filter(|e| e.handle == d.handle).count(),
                1,
                "{} shares its handle",
                d.name
            );
        }
        for (h, n, _) in &c.ops {
            assert_ne!(*h, ABSENT, "{n} is not in mpi.h");
        }
        // The alias of the header resolves to the datatype it names.
        assert_eq!(
            c.macros.get("MPI_LONG_LONG_INT"),
            c.macros.get("MPI_LONG_LONG")
        );
        // Every datatype macro of the header has a meaning here.
        let section = header()
            .split("/* Datatypes */")
            .nth(1)
            .and_then(|s| s.split("/*").next())
            .unwrap_or("");
        for line in section.lines().filter(|l| l.starts_with("#define")) {
            let name = line.split_whitespace().nth(1).unwrap_or("");
            let value = c.macros.get(name).copied();
            assert!(
                name == "MPI_DATATYPE_NULL" || value.is_some_and(|v| c.datatype(v).is_some()),
                "{name} has no meaning in tass"
            );
        }
    }

    #[test]
    fn c_types_match_exactly() {
        let int = MType::INT;
        assert!(CType::Int.holds(&int));
        assert!(!CType::Unsigned.holds(&int));
        assert!(!CType::Long.holds(&int));
        assert!(!CType::Double.holds(&int));
        assert!(CType::Double.holds(&MType::DOUBLE));
        assert!(!CType::Float.holds(&MType::DOUBLE));
        assert!(CType::Char.holds(&MType::CHAR));
        assert!(CType::SignedChar.holds(&MType::CHAR));
        assert!(!CType::UnsignedChar.holds(&MType::CHAR));
    }
}
