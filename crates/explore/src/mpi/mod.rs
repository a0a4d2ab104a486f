//! MPI (seed 001, 5; Fig. 1 items 6-13): the environment (`MPI_Init`, `MPI_Finalize`,
//! `MPI_Comm_rank`, `MPI_Comm_size`, ...), point-to-point communication (`MPI_Send`,
//! `MPI_Ssend`, `MPI_Recv`, `MPI_Sendrecv`, `MPI_Sendrecv_replace`, `MPI_Isend`,
//! `MPI_Issend`, `MPI_Irecv`, `MPI_Wait`, `MPI_Waitall`: module `point`) and the
//! collectives on `MPI_COMM_WORLD` (module `collective`).
//!
//! Sends put their message in transit at once, *held* while the sender waits for the send
//! to complete (a blocking send at its call, a nonblocking one until its wait). A
//! standard-mode send completes when its message is received or when the library
//! buffers it (a step the scheduler may take at any time), a synchronous one only when
//! a receive matches it. Receives match messages in the order they were posted
//! (`MPI_Irecv` requests first, then the blocking receive the process is at), each taking
//! the oldest matching message of the source it chooses. The enabler (`enable`), which
//! the scheduler asks, reports a deadlock when no process can move, and a potential
//! deadlock when only the buffering of sends could move one.
//!
//! The functions, the roles of their arguments and how they communicate are the
//! registry's (`tass_model::library`); handlers read arguments by role. MPI constants
//! are those of tass's `mpi.h`, read from it by the registry ([`consts`]). MPI
//! functions, datatypes, operations and communicators outside this subset stop the
//! search with *unknown*.
//!
//! Each process of `-np=N` is a `Process` of one model (a program that calls no MPI
//! function runs as one process; more is a usage error). No MPI number is written in the
//! engine: `mpi::consts` gives the constants their meaning (C type of each datatype,
//! reduction operations and the datatypes they are defined on). Module `point` holds the
//! calls a process runs alone, `request` the completions and probes that pick among what
//! MPI allows, `collective` the collectives, `comm` communicators and Cartesian
//! topologies, `datatype` derived datatypes, `owned` the buffers of pending operations.
//!
//! A send puts its message in `State::buffers` at once (a local step), with its datatype
//! and the scalar type of its data, *held* while the sender waits: a blocking send at its
//! call (the process's `phase`), an `MPI_Isend` until its wait, a send-receive until after
//! its receive. A synchronous send (`MPI_Ssend`, `MPI_Issend`) completes only when a
//! receive matches it, which may be an `MPI_Irecv` posted earlier (the message is then
//! delivered into it). Receives match in posting order (`next_receive`), wildcards
//! branch, and a receive matched before its wait keeps its status for the wait. Channels
//! are canonical: `State::buffers` is sorted by (destination, source), each pair's
//! messages in send order (`point::issue` inserts), which is all the order MPI defines.
//! Buffers are the contiguous storage of their object (module `flat`). Checked: the
//! buffer's C type against the datatype, its size in bytes, the datatypes of a send and
//! its receive, overflow, overlapping send and receive buffers, ranks, tags,
//! communicators, and for collectives that every process gives the same operation,
//! datatype, count and root. The scheduling and the reduction are module `search::schedule`'s.
//!
//! Collective assertions are queued like collective operations (seed 001, 5.1): a
//! process's snapshot goes to the oldest record it is not in, whose label must be the
//! same, and a process ending with records it never joined is an MPI error; a complete
//! record evaluates each process's own assertion over the snapshots of all (`PROC[e].x`).

mod collective;
mod comm;
mod datatype;
mod enable;
mod owned;
mod point;
mod request;

use crate::eval::size_of;
use crate::flat::{static_pointee, Flat};
use crate::library::Call;
use crate::lvalue::Place;
use crate::machine::{Halt, Machine, R};
use crate::report::PropertyKind;
use std::sync::Arc;
use tass_model::library::mpi::{Datatype, Kind, Op};
use tass_model::library::{self, LibFn, Library, Role};

pub(crate) use tass_model::library::Comm;
use tass_model::{Callee, Expr as MExpr, FunctionKind, Program, Stmt, Transition, Type as MType};
use tass_state::{Cart, Envelope, Layout, Message, ProcId, Process, State, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

pub(crate) use enable::{Ask, CommStep};
pub(crate) use tass_model::library::mpi::consts;

/// The handle with which a blocking call holds the message it sends (a blocking send,
/// a send-receive): `MPI_REQUEST_NULL`, which no request has.
pub(crate) fn blocking() -> i64 {
    consts().request_null
}

/// The fields of tass's `MPI_Status` after the standard ones: the number of elements
/// of the message and its datatype.
pub(crate) const COUNT_FIELD: &str = "__tass_count";
pub(crate) const DATATYPE_FIELD: &str = "__tass_datatype";

/// The status of a receive from `MPI_PROC_NULL` (MPI 3.11): source `MPI_PROC_NULL`, tag
/// `MPI_ANY_TAG`, count 0.
pub(crate) fn null_envelope() -> Envelope {
    let c = consts();
    Envelope {
        source: c.proc_null,
        tag: c.any_tag,
        count: 0,
        datatype: 0,
    }
}

/// The empty status (MPI 3.7.3) of a completion with no active request: source
/// `MPI_ANY_SOURCE`, tag `MPI_ANY_TAG`, count 0.
pub(crate) fn empty_envelope() -> Envelope {
    let c = consts();
    Envelope {
        source: c.any_source,
        tag: c.any_tag,
        count: 0,
        datatype: 0,
    }
}

pub(crate) use crate::machine::Pick;

/// The value MPI functions return: `MPI_SUCCESS`.
pub(crate) fn success() -> Value {
    Value::Sym(Expr::int(consts().success))
}

/// How a process at an MPI call communicates, and the function.
pub(crate) type CommAt = (Comm, &'static LibFn);

/// Whether `p` waits for the send of the blocking call it is at to complete.
pub(crate) fn waits_for_send(st: &State, p: ProcId) -> bool {
    !held(st, p, &|h| h == blocking()).is_empty()
}

/// The MPI communication call of a transition, if it is one the scheduler treats
/// specially (the start of a nonblocking operation is local: it is not).
pub(crate) fn comm_of(p: &Program, t: &Transition) -> Option<CommAt> {
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
    let entry = library::lookup(&func.name)?;
    match entry.comm? {
        Comm::Start => None,
        c => Some((c, entry)),
    }
}

fn int_of(e: &Expr) -> Option<i64> {
    e.as_int().and_then(|v| i64::try_from(v).ok())
}

/// What a receive asks for: the source (its rank in `MPI_COMM_WORLD`, or
/// `MPI_ANY_SOURCE`, or `MPI_PROC_NULL`), the tag (or `MPI_ANY_TAG`) and the context of
/// its communicator.
pub(crate) type Pattern = (i64, i64, u32);

/// The context of `MPI_COMM_WORLD`.
pub(crate) const WORLD_CONTEXT: u32 = 0;
/// The context of `MPI_COMM_SELF` (each process's own: its group is the process alone).
pub(crate) const SELF_CONTEXT: u32 = 1;

/// A communicator's name for a report, from its context.
pub(crate) fn context_name(context: u32) -> String {
    match context {
        WORLD_CONTEXT => "`MPI_COMM_WORLD`".into(),
        SELF_CONTEXT => "`MPI_COMM_SELF`".into(),
        c => format!("the communicator of context {c} (made by `MPI_Comm_dup`, `MPI_Comm_split` or `MPI_Cart_create`)"),
    }
}

/// A communicator as a process sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CommView {
    /// The process's handle.
    pub handle: i64,
    /// What every member's handle stands for.
    pub context: u32,
    /// The members' ranks in `MPI_COMM_WORLD`, by rank in the communicator.
    pub group: Vec<u32>,
    /// The process's rank in it.
    pub rank: i64,
    /// Its Cartesian topology, if any.
    pub cart: Option<Cart>,
}

impl CommView {
    /// The number of processes.
    pub(crate) fn size(&self) -> i64 {
        self.group.len() as i64
    }

    /// The rank in `MPI_COMM_WORLD` of rank `r` (a process of the communicator), or `r`
    /// itself for `MPI_ANY_SOURCE` and `MPI_PROC_NULL`.
    pub(crate) fn world(&self, r: i64) -> i64 {
        usize::try_from(r)
            .ok()
            .and_then(|i| self.group.get(i))
            .map_or(r, |w| i64::from(*w))
    }
}

/// The communicator `handle` of process `p`: `MPI_COMM_WORLD`, `MPI_COMM_SELF`, or one
/// it made and has not freed.
pub(crate) fn comm_view(st: &State, p: ProcId, handle: i64) -> Option<CommView> {
    let c = consts();
    let view = |context, group: Vec<u32>, cart| {
        let rank = group.iter().position(|r| *r == p.rank)? as i64;
        Some(CommView {
            handle,
            context,
            group,
            rank,
            cart,
        })
    };
    if handle == c.comm_world {
        let n = st.models[p.model as usize].procs.len() as u32;
        return view(WORLD_CONTEXT, (0..n).collect(), None);
    }
    if handle == c.comm_self {
        return view(SELF_CONTEXT, vec![p.rank], None);
    }
    let made = st.proc(p).comms.iter().find(|x| x.handle == handle)?;
    view(made.context, made.group.clone(), made.cart.clone())
}

/// Whether a receive pattern matches a message from `source` with `tag` in `context`.
fn pattern_matches(pat: Pattern, source: u32, tag: Option<i64>, context: u32) -> bool {
    let any = consts().any_source;
    pat.2 == context
        && (pat.0 == any || pat.0 == i64::from(source))
        && (pat.1 == consts().any_tag || Some(pat.1) == tag)
}

fn message_matches(pat: Pattern, m: &Message) -> bool {
    pattern_matches(pat, m.source.rank, int_of(&m.tag), m.context)
}

/// Whether two receive patterns may match the same message.
fn overlap(a: Pattern, b: Pattern) -> bool {
    let c = consts();
    a.2 == b.2
        && (a.0 == c.any_source || b.0 == c.any_source || a.0 == b.0)
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
pub(crate) fn posted(st: &State, p: ProcId, blocking: Option<Pattern>) -> Vec<(Posted, Pattern)> {
    let mut out: Vec<(Posted, Pattern)> = st
        .proc(p)
        .requests
        .iter()
        .filter_map(|r| {
            r.recv
                .as_ref()
                .map(|v| (Posted::Request(r.handle), (v.source, v.tag, v.context)))
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
    queue: &[(Posted, Pattern)],
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
fn sources(st: &State, p: ProcId, queue: &[(Posted, Pattern)], i: usize) -> Vec<u32> {
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
    blocking: Option<Pattern>,
) -> Option<(Posted, Pattern)> {
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
pub(crate) fn uses_mpi(p: &Program) -> bool {
    p.functions.iter().any(|f| {
        f.locations.iter().any(|l| {
            l.out.iter().any(|t| match &t.stmt {
                Stmt::Call {
                    callee: Callee::Function(g),
                    ..
                } => library::library_of(&p.functions[g.0 as usize].name) == Some(Library::Mpi),
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
pub(crate) type NextReceive = Option<(Posted, Pattern, Vec<u32>)>;

/// One process's call of a collective operation: process, function name, argument
/// expressions, argument values, call site.
pub(crate) type CollectiveCall = (ProcId, String, Vec<MExpr>, Vec<Value>, Span);

/// An MPI buffer: its storage from the pointer on, and the number of scalars a count
/// of its datatype covers.
pub(super) struct Buf {
    pub(super) flat: Flat,
    pub(super) scalars: u64,
}

impl Machine<'_> {
    /// A concrete integer argument (rank, tag, count, root, op, handle).
    pub(super) fn int_arg(
        &mut self,
        st: &mut State,
        (v, a): (&Value, &MExpr),
        what: &str,
        span: Span,
    ) -> R<i64> {
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
    pub(super) fn count_arg(
        &mut self,
        st: &mut State,
        arg: (&Value, &MExpr),
        span: Span,
    ) -> R<i64> {
        let n = self.int_arg(st, arg, "count", span)?;
        if n < 0 {
            return Err(self.mpi_error(st, span, format!("negative count {n}")));
        }
        Ok(n)
    }

    /// A datatype argument of process `p`: a basic datatype of `mpi.h` that tass
    /// models, or a derived one `p` made (and, if `commit`, committed, as communication
    /// needs): its basic datatype, and for a derived one its layout.
    pub(super) fn datatype_of(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        (name, commit): (&str, bool),
        span: Span,
    ) -> R<(Datatype, Option<Layout>)> {
        let h = self.int_arg(st, arg, "datatype", span)?;
        if let Some(dt) = consts().datatype(h) {
            if dt.kind == Kind::Unmodelled {
                return Err(Halt::Unsupported(
                    span,
                    format!("the MPI datatype `{}` (in `{name}`)", dt.name),
                ));
            }
            return Ok((dt, None));
        }
        let Some(t) = st.proc(p).types.iter().find(|t| t.handle == h).cloned() else {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` with {h}, which is not an MPI datatype (never made, or freed)"),
            ));
        };
        if commit && !t.committed {
            return Err(self.mpi_error(
                st,
                span,
                format!(
                    "`{name}` with a derived datatype that is not committed (`MPI_Type_commit`)"
                ),
            ));
        }
        let base = consts().datatype(t.base).ok_or_else(|| stray(span))?;
        Ok((base, Some(t.layout)))
    }

    /// A datatype argument of a collective: a basic datatype of `mpi.h` that tass
    /// models (derived datatypes are not modelled in collectives).
    pub(super) fn datatype_arg(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        name: &str,
        span: Span,
    ) -> R<Datatype> {
        let (dt, layout) = self.datatype_of(st, p, arg, (name, true), span)?;
        if layout.is_some() {
            return Err(Halt::Unsupported(
                span,
                format!("a derived datatype in `{name}`"),
            ));
        }
        Ok(dt)
    }

    /// A reduction operation argument, defined for the datatype `dt` (MPI 5.9.2).
    pub(super) fn op_arg(
        &mut self,
        st: &mut State,
        arg: (&Value, &MExpr),
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<Op> {
        let h = self.int_arg(st, arg, "operation", span)?;
        let Some((op_name, op)) = consts().op(h) else {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}` with {h}, which is not an MPI reduction operation"),
            ));
        };
        if !op.defined_on(&dt) {
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

    /// A destination (`recv`: false) or source rank in the communicator `view`: a
    /// process of it, `MPI_PROC_NULL`, or for a source `MPI_ANY_SOURCE`.
    pub(super) fn rank_arg(
        &mut self,
        st: &mut State,
        view: &CommView,
        arg: (&Value, &MExpr),
        recv: bool,
        span: Span,
    ) -> R<i64> {
        let what = if recv { "source" } else { "destination" };
        let r = self.int_arg(st, arg, &format!("{what} rank"), span)?;
        let c = consts();
        let size = view.size();
        if r == c.proc_null || (recv && r == c.any_source) || (0..size).contains(&r) {
            return Ok(r);
        }
        let of = if view.context == WORLD_CONTEXT {
            "the number of processes".to_string()
        } else {
            "the size of the communicator".to_string()
        };
        Err(self.mpi_error(
            st,
            span,
            format!("{what} rank {r} is not in 0..{} ({of} is {size})", size - 1),
        ))
    }

    /// A tag: in `0..=MPI_TAG_UB`, or for a receive `MPI_ANY_TAG`.
    pub(super) fn tag_arg(
        &mut self,
        st: &mut State,
        arg: (&Value, &MExpr),
        recv: bool,
        span: Span,
    ) -> R<i64> {
        let t = self.int_arg(st, arg, "tag", span)?;
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
    pub(super) fn agree(
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

    /// A communicator argument of process `p`: `MPI_COMM_WORLD`, `MPI_COMM_SELF`, or
    /// one the process made and has not freed; anything else is an MPI error.
    pub(crate) fn comm_arg(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        span: Span,
    ) -> R<CommView> {
        let c = self.int_arg(st, arg, "communicator", span)?;
        let k = consts();
        if c == k.comm_null {
            return Err(self.mpi_error(st, span, "`MPI_COMM_NULL` used as a communicator".into()));
        }
        match comm_view(st, p, c) {
            Some(v) => Ok(v),
            None => Err(self.mpi_error(
                st,
                span,
                format!(
                    "{c} is not a communicator of process {} (never made, or freed)",
                    p.rank
                ),
            )),
        }
    }

    /// The communicator of a call: its communicator argument, or the one its
    /// `MPI_Comm *` argument names (`MPI_Comm_free`).
    pub(crate) fn call_comm(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<CommView> {
        if let Some(arg) = call.try_arg(Role::Communicator) {
            return self.comm_arg(st, p, arg, call.span);
        }
        let (v, a) = call.arg(Role::CommRef)?;
        let pl = self.out_place(st, p, (v, a), call.name, call.span)?;
        let h = self.read(st, p, &pl, call.span)?;
        let e = self.scalar(h, &MType::INT, call.span)?;
        let e = e.simplify_under(&st.pc).unwrap_or(e);
        let Some(h) = int_of(&e) else {
            return Err(Halt::Unsupported(
                call.span,
                "an MPI communicator that is not a constant on this path".into(),
            ));
        };
        let c = consts();
        if h == c.comm_null {
            return Err(self.mpi_error(
                st,
                call.span,
                format!("`{}` of `MPI_COMM_NULL`", call.name),
            ));
        }
        comm_view(st, p, h).ok_or_else(|| {
            self.mpi_error(
                st,
                call.span,
                format!(
                    "{h} is not a communicator of process {} (never made, or freed)",
                    p.rank
                ),
            )
        })
    }

    pub(super) fn check_initialized(
        &mut self,
        st: &State,
        p: ProcId,
        name: &str,
        span: Span,
    ) -> R<()> {
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

    /// A pointer argument's place (for the results of `MPI_Comm_rank`, ...).
    pub(super) fn out_place(
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

    /// The buffer of `count` elements of `dt` at the pointer `v` (argument `a`): its
    /// storage must hold values of the datatype's C type and `count` elements from the
    /// pointer on. `None` for a count of 0 (no storage is touched).
    pub(super) fn buffer(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        count: i64,
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<Option<Buf>> {
        self.buffer_at(st, p, arg, (0, count), (name, dt), span)
    }

    /// The block of `count` elements of `dt` that starts `displ` elements after the
    /// pointer `v` (argument `a`), checked as [`Machine::buffer`] checks a buffer.
    pub(super) fn buffer_at(
        &mut self,
        st: &mut State,
        p: ProcId,
        (v, a): (&Value, &MExpr),
        (displ, count): (i64, i64),
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<Option<Buf>> {
        if count == 0 {
            return Ok(None);
        }
        let typed = static_pointee(a).or_else(|| dt.c_type());
        let what = format!("`{name}`");
        let mut flat = self.flat_at(st, p, v, typed.as_ref(), (&what, PropertyKind::Mpi), span)?;
        let (size, _) = size_of(&flat.elem, &[]).ok_or_else(|| {
            Halt::Unsupported(span, format!("an MPI buffer of this type (in `{name}`)"))
        })?;
        let (scalars, skip) = match dt.kind {
            Kind::Scalar(..) => {
                self.check_elem(st, p, &flat, (name, dt), span)?;
                (count as u64, displ)
            }
            Kind::Byte => {
                if !(count as u64).is_multiple_of(size) || displ.rem_euclid(size as i64) != 0 {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{name}` of {count} bytes (`MPI_BYTE`), not a whole number of the buffer's {size}-byte elements"),
                    ));
                }
                (count as u64 / size, displ / size as i64)
            }
            Kind::Unmodelled => return Err(stray(span)),
        };
        if skip != 0 {
            flat.start = self.sym(flat.start.plus(&Expr::int(skip)), span)?;
        }
        let bytes = scalars * size;
        let at = if displ == 0 {
            String::new()
        } else {
            format!(" at displacement {displ}")
        };
        self.flat_check(
            st,
            &flat,
            &Expr::int(scalars),
            PropertyKind::Mpi,
            format!("`{name}`: a buffer of {count} `{}` ({bytes} bytes){at} extends past the end of its object", dt.name),
            span,
        )?;
        Ok(Some(Buf { flat, scalars }))
    }

    /// Checks that storage of `flat`'s element type holds values of the basic datatype
    /// `dt` (MPI 3.3.1).
    fn check_elem(
        &mut self,
        st: &mut State,
        p: ProcId,
        flat: &Flat,
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<()> {
        if let Kind::Scalar(c, _) = dt.kind {
            if !c.holds(&flat.elem) {
                let ty =
                    tass_model::show::type_str(&flat.elem, &self.progs[p.model as usize].structs);
                return Err(self.mpi_error(
                    st,
                    span,
                    format!("`{name}` with datatype `{}` on a buffer of `{ty}`: the datatype does not match the type of the buffer", dt.name),
                ));
            }
        }
        Ok(())
    }

    /// The elements of `count` items of a derived datatype (basic datatype `dt`, layout
    /// `layout`) at the pointer `v`: the storage from the pointer on and the positions
    /// of the elements in it, in order; checked to hold values of `dt` and to lie in
    /// the object. `None` when there are no elements.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn layout_buffer(
        &mut self,
        st: &mut State,
        p: ProcId,
        (v, a): (&Value, &MExpr),
        count: i64,
        (name, dt): (&str, Datatype),
        layout: &Layout,
        span: Span,
    ) -> R<Option<(Flat, Vec<i64>)>> {
        let positions: Vec<i64> = (0..count)
            .flat_map(|k| layout.map.iter().map(move |off| k * layout.extent + off))
            .collect();
        let (Some(lo), Some(hi)) = (positions.iter().min(), positions.iter().max()) else {
            return Ok(None);
        };
        let typed = static_pointee(a).or_else(|| dt.c_type());
        let what = format!("`{name}`");
        let flat = self.flat_at(st, p, v, typed.as_ref(), (&what, PropertyKind::Mpi), span)?;
        self.check_elem(st, p, &flat, (name, dt), span)?;
        let mut hull = flat.clone();
        hull.start = self.sym(flat.start.plus(&Expr::int(*lo)), span)?;
        self.flat_check(
            st,
            &hull,
            &Expr::int(hi - lo + 1),
            PropertyKind::Mpi,
            format!("`{name}`: {count} item(s) of a derived datatype ({} `{}` spread over {} elements) extend past the end of their object", positions.len(), dt.name, hi + 1),
            span,
        )?;
        Ok(Some((flat, positions)))
    }

    /// The data of a send buffer and its scalar type.
    pub(super) fn read_data(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        count: i64,
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<(Vec<Expr>, MType)> {
        self.read_data_at(st, p, arg, (0, count), (name, dt), span)
    }

    /// The data of a block (displacement and count) of a send buffer and its scalar type.
    pub(super) fn read_data_at(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        block: (i64, i64),
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<(Vec<Expr>, MType)> {
        match self.buffer_at(st, p, arg, block, (name, dt), span)? {
            Some(b) => {
                let data = self.flat_read(st, p, &b.flat, b.scalars, span)?;
                Ok((data, b.flat.elem))
            }
            None => Ok((Vec::new(), dt.c_type().unwrap_or(MType::CHAR))),
        }
    }

    /// Stores `data` (scalars of `elem`) into a receive buffer of `count` elements of `dt`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn write_data(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        count: i64,
        (name, dt): (&str, Datatype),
        data: (&[Expr], &MType),
        span: Span,
    ) -> R<()> {
        self.write_data_at(st, p, arg, (0, count), (name, dt), data, span)
    }

    /// Stores `data` (scalars of `elem`) into a block (displacement and count) of a
    /// receive buffer.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn write_data_at(
        &mut self,
        st: &mut State,
        p: ProcId,
        arg: (&Value, &MExpr),
        block: (i64, i64),
        (name, dt): (&str, Datatype),
        (data, elem): (&[Expr], &MType),
        span: Span,
    ) -> R<()> {
        let Some(b) = self.buffer_at(st, p, arg, block, (name, dt), span)? else {
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

    /// The `n` integers of the array argument `(v, a)` (counts or displacements of a
    /// collective): each a constant on this path; the array must hold `n` of them.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn int_array(
        &mut self,
        st: &mut State,
        p: ProcId,
        (v, _): (&Value, &MExpr),
        n: i64,
        (name, what): (&str, &str),
        span: Span,
    ) -> R<Vec<i64>> {
        if n == 0 {
            return Ok(Vec::new());
        }
        let label = format!("`{name}` (its {what})");
        let flat = self.flat_at(
            st,
            p,
            v,
            Some(&MType::INT),
            (&label, PropertyKind::Mpi),
            span,
        )?;
        if !flat.elem.is_integer() {
            return Err(self.mpi_error(
                st,
                span,
                format!("`{name}`: its {what} is not an array of integers"),
            ));
        }
        self.flat_check(
            st,
            &flat,
            &Expr::int(n),
            PropertyKind::Mpi,
            format!("`{name}`: its {what} must have {n} elements (one per process), but the array is shorter"),
            span,
        )?;
        let values = self.flat_read(st, p, &flat, n as u64, span)?;
        let mut out = Vec::with_capacity(n as usize);
        for x in values {
            let x = x.simplify_under(&st.pc).unwrap_or(x);
            let Some(x) = int_of(&x) else {
                return Err(Halt::Unsupported(
                    span,
                    format!("`{name}` with {what} that are not constants on this path"),
                ));
            };
            out.push(x);
        }
        Ok(out)
    }

    /// Checks that the send and receive buffers of one call do not overlap (MPI forbids
    /// it: a collective that should work in place takes `MPI_IN_PLACE`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_disjoint(
        &mut self,
        st: &mut State,
        p: ProcId,
        (send, scount): ((&Value, &MExpr), i64),
        (recv, rcount): ((&Value, &MExpr), i64),
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<()> {
        self.check_disjoint_at(
            st,
            p,
            (send, (0, scount)),
            (recv, (0, rcount)),
            (name, dt),
            span,
        )
    }

    /// [`Machine::check_disjoint`] for the spans (displacement and count) of the buffers
    /// a call touches.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_disjoint_at(
        &mut self,
        st: &mut State,
        p: ProcId,
        (send, sspan): ((&Value, &MExpr), (i64, i64)),
        (recv, rspan): ((&Value, &MExpr), (i64, i64)),
        (name, dt): (&str, Datatype),
        span: Span,
    ) -> R<()> {
        let (Some(a), Some(b)) = (
            self.buffer_at(st, p, send, sspan, (name, dt), span)?,
            self.buffer_at(st, p, recv, rspan, (name, dt), span)?,
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
        let how = library::lookup(name).and_then(|f| f.comm);
        let hint = if how == Some(Comm::SendRecv) {
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
}

/// An MPI step the search chose that does not fit the state: a bug in tass, which makes
/// the verdict unknown rather than end the path unseen.
pub(super) fn stray(span: Span) -> Halt {
    Halt::Unsupported(
        span,
        "an MPI step that does not fit the state (an internal inconsistency)".into(),
    )
}

/// The handle for a new request: the smallest positive number that is not
/// `MPI_REQUEST_NULL` and that no active request has.
pub(super) fn new_handle(pr: &Process) -> i64 {
    let null = consts().request_null;
    (1..)
        .find(|h| *h != null && pr.requests.iter().all(|r| r.handle != *h))
        .unwrap_or(1)
}

/// The place `k` elements after `first` (which must be an array element, or `k` is 0).
pub(super) fn offset(first: &Place, k: i64, span: Span) -> R<Place> {
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
