//! The MPI functions tass models, and the MPI constants of its `mpi.h`.
//!
//! The constants' values are read from the text of the bundled header (the one
//! definition of the handles, shared with the programs that include it); their meaning
//! is given here: the C type of each datatype, the reduction operations and the groups
//! of datatypes they are defined on (MPI 5.9.2). The other names of the header that
//! readers of programs name (the handle and status types, the world communicator, the
//! ignored status: [`NAMES`]) are given here too, and checked against its text.

pub use crate::entry::Mpi;
use crate::entry::{Handler, LibFn, Library, Role};
use std::collections::HashMap;
use std::sync::OnceLock;
use tass_syntax::ast::{FloatKind, IntKind};

const fn f(name: &'static str, params: &'static [Role], m: Mpi) -> LibFn {
    LibFn::new(Library::Mpi, name, params, Handler::Mpi(m))
}

pub(crate) use table::TABLE;

/// The table (a module of its own, where the roles are in scope by their names).
mod table {
    use super::{f, LibFn, Mpi, Role};
    use crate::entry::Role::*;
    use crate::entry::Side::{Both, Recv, Send};
    use crate::entry::{Comm, Effect};

    const SEND: &[Role] = &[
        Buffer(Send),
        Count(Send),
        Datatype(Send),
        Dest,
        Tag(Send),
        Communicator,
    ];
    const ISEND: &[Role] = &[
        Buffer(Send),
        Count(Send),
        Datatype(Send),
        Dest,
        Tag(Send),
        Communicator,
        Request,
    ];
    const REDUCE: &[Role] = &[
        Buffer(Send),
        Buffer(Recv),
        Count(Both),
        Datatype(Both),
        Op,
        Communicator,
    ];
    const BLOCKS: &[Role] = &[
        Buffer(Send),
        Count(Send),
        Datatype(Send),
        Buffer(Recv),
        Count(Recv),
        Datatype(Recv),
        Communicator,
    ];
    const ROOTED_BLOCKS: &[Role] = &[
        Buffer(Send),
        Count(Send),
        Datatype(Send),
        Buffer(Recv),
        Count(Recv),
        Datatype(Recv),
        Root,
        Communicator,
    ];
    const RECEIVED: &[Role] = &[Buffer(Recv)];

    /// The table.
    pub(crate) const TABLE: &[LibFn] = &[
        // The environment.
        f("MPI_Init", &[Unused, Unused], Mpi::Init).effect(Effect::Mpi),
        f("MPI_Finalize", &[], Mpi::Finalize).effect(Effect::Mpi),
        f("MPI_Initialized", &[Out], Mpi::Initialized).writes(&[Out]),
        f("MPI_Finalized", &[Out], Mpi::Finalized).writes(&[Out]),
        f("MPI_Wtime", &[], Mpi::Wtime),
        f("MPI_Abort", &[Communicator, Value], Mpi::Abort).comm(Comm::Abort),
        f("MPI_Comm_size", &[Communicator, Out], Mpi::CommSize).writes(&[Out]),
        f("MPI_Comm_rank", &[Communicator, Out], Mpi::CommRank).writes(&[Out]),
        // Communicators: made and freed by collective calls.
        f("MPI_Comm_dup", &[Communicator, Out], Mpi::CommDup)
            .comm(Comm::Collective)
            .writes(&[Out]),
        f(
            "MPI_Comm_split",
            &[Communicator, Value, Value, Out],
            Mpi::CommSplit,
        )
        .comm(Comm::Collective)
        .writes(&[Out]),
        f("MPI_Comm_free", &[CommRef], Mpi::CommFree)
            .comm(Comm::Collective)
            .writes(&[CommRef]),
        // Cartesian topologies.
        f(
            "MPI_Dims_create",
            &[Value, Length, IntArray],
            Mpi::DimsCreate,
        )
        .writes(&[IntArray]),
        f(
            "MPI_Cart_create",
            &[Communicator, Length, IntArray, IntArray, Value, Out],
            Mpi::CartCreate,
        )
        .comm(Comm::Collective)
        .writes(&[Out]),
        f(
            "MPI_Cart_shift",
            &[Communicator, Value, Value, Out, Out],
            Mpi::CartShift,
        )
        .writes(&[Out]),
        f(
            "MPI_Cart_coords",
            &[Communicator, Value, Length, IntArray],
            Mpi::CartCoords,
        )
        .writes(&[IntArray]),
        f(
            "MPI_Cart_rank",
            &[Communicator, IntArray, Out],
            Mpi::CartRank,
        )
        .writes(&[Out]),
        f(
            "MPI_Cart_get",
            &[Communicator, Length, IntArray, IntArray, IntArray],
            Mpi::CartGet,
        )
        .writes(&[IntArray]),
        f("MPI_Cartdim_get", &[Communicator, Out], Mpi::CartdimGet).writes(&[Out]),
        // Derived datatypes.
        f(
            "MPI_Type_contiguous",
            &[Value, Datatype(Both), Out],
            Mpi::TypeContiguous,
        )
        .effect(Effect::Mpi)
        .writes(&[Out]),
        f(
            "MPI_Type_vector",
            &[Value, Value, Value, Datatype(Both), Out],
            Mpi::TypeVector,
        )
        .effect(Effect::Mpi)
        .writes(&[Out]),
        f("MPI_Type_commit", &[TypeRef], Mpi::TypeCommit).effect(Effect::Mpi),
        f("MPI_Type_free", &[TypeRef], Mpi::TypeFree)
            .effect(Effect::Mpi)
            .writes(&[TypeRef]),
        f("MPI_Type_size", &[Datatype(Both), Out], Mpi::TypeSize).writes(&[Out]),
        // Point-to-point.
        f("MPI_Send", SEND, Mpi::Send).comm(Comm::Send),
        f("MPI_Ssend", SEND, Mpi::Ssend).comm(Comm::Send),
        f(
            "MPI_Recv",
            &[
                Buffer(Recv),
                Count(Recv),
                Datatype(Recv),
                Source,
                Tag(Recv),
                Communicator,
                Status,
            ],
            Mpi::Recv,
        )
        .comm(Comm::Recv)
        .writes(&[Buffer(Recv), Status]),
        f("MPI_Isend", ISEND, Mpi::Isend)
            .comm(Comm::Start)
            .writes(&[Request]),
        f("MPI_Issend", ISEND, Mpi::Issend)
            .comm(Comm::Start)
            .writes(&[Request]),
        f(
            "MPI_Irecv",
            &[
                Buffer(Recv),
                Count(Recv),
                Datatype(Recv),
                Source,
                Tag(Recv),
                Communicator,
                Request,
            ],
            Mpi::Irecv,
        )
        .comm(Comm::Start)
        .writes(&[Buffer(Recv), Request]),
        f(
            "MPI_Sendrecv",
            &[
                Buffer(Send),
                Count(Send),
                Datatype(Send),
                Dest,
                Tag(Send),
                Buffer(Recv),
                Count(Recv),
                Datatype(Recv),
                Source,
                Tag(Recv),
                Communicator,
                Status,
            ],
            Mpi::Sendrecv,
        )
        .comm(Comm::SendRecv)
        .writes(&[Buffer(Recv), Status]),
        f(
            "MPI_Sendrecv_replace",
            &[
                Buffer(Both),
                Count(Both),
                Datatype(Both),
                Dest,
                Tag(Send),
                Source,
                Tag(Recv),
                Communicator,
                Status,
            ],
            Mpi::SendrecvReplace,
        )
        .comm(Comm::SendRecv)
        .writes(&[Buffer(Recv), Status]),
        f("MPI_Wait", &[Request, Status], Mpi::Wait)
            .comm(Comm::Completion)
            .writes(&[Request, Status]),
        f("MPI_Waitall", &[Length, Requests, Statuses], Mpi::Waitall)
            .comm(Comm::Completion)
            .writes(&[Requests, Statuses]),
        f(
            "MPI_Waitany",
            &[Length, Requests, Index, Status],
            Mpi::Waitany,
        )
        .comm(Comm::Completion)
        .writes(&[Requests, Index, Status]),
        f(
            "MPI_Waitsome",
            &[Length, Requests, Out, Indices, Statuses],
            Mpi::Waitsome,
        )
        .comm(Comm::Completion)
        .writes(&[Requests, Out, Indices, Statuses]),
        f("MPI_Test", &[Request, Flag, Status], Mpi::Test)
            .comm(Comm::Poll)
            .writes(&[Request, Flag, Status]),
        f(
            "MPI_Testall",
            &[Length, Requests, Flag, Statuses],
            Mpi::Testall,
        )
        .comm(Comm::Poll)
        .writes(&[Requests, Flag, Statuses]),
        f(
            "MPI_Testany",
            &[Length, Requests, Index, Flag, Status],
            Mpi::Testany,
        )
        .comm(Comm::Poll)
        .writes(&[Requests, Index, Flag, Status]),
        f(
            "MPI_Testsome",
            &[Length, Requests, Out, Indices, Statuses],
            Mpi::Testsome,
        )
        .comm(Comm::Poll)
        .writes(&[Requests, Out, Indices, Statuses]),
        f("MPI_Request_free", &[Request], Mpi::RequestFree)
            .effect(Effect::Mpi)
            .writes(&[Request]),
        f(
            "MPI_Probe",
            &[Source, Tag(Recv), Communicator, Status],
            Mpi::Probe,
        )
        .comm(Comm::Recv)
        .writes(&[Status]),
        f(
            "MPI_Iprobe",
            &[Source, Tag(Recv), Communicator, Flag, Status],
            Mpi::Iprobe,
        )
        .comm(Comm::Poll)
        .writes(&[Flag, Status]),
        f(
            "MPI_Get_count",
            &[Status, Datatype(Recv), Out],
            Mpi::GetCount,
        )
        .writes(&[Out]),
        // Collectives.
        f("MPI_Barrier", &[Communicator], Mpi::Barrier).comm(Comm::Collective),
        f(
            "MPI_Bcast",
            &[
                Buffer(Both),
                Count(Both),
                Datatype(Both),
                Root,
                Communicator,
            ],
            Mpi::Bcast,
        )
        .comm(Comm::Collective)
        .writes(RECEIVED),
        f(
            "MPI_Reduce",
            &[
                Buffer(Send),
                Buffer(Recv),
                Count(Both),
                Datatype(Both),
                Op,
                Root,
                Communicator,
            ],
            Mpi::Reduce,
        )
        .comm(Comm::Collective)
        .writes(RECEIVED),
        f("MPI_Allreduce", REDUCE, Mpi::Allreduce)
            .comm(Comm::Collective)
            .writes(RECEIVED),
        f("MPI_Scan", REDUCE, Mpi::Scan)
            .comm(Comm::Collective)
            .writes(RECEIVED),
        f("MPI_Exscan", REDUCE, Mpi::Exscan)
            .comm(Comm::Collective)
            .writes(RECEIVED),
        f(
            "MPI_Reduce_scatter_block",
            &[
                Buffer(Send),
                Buffer(Recv),
                Count(Recv),
                Datatype(Both),
                Op,
                Communicator,
            ],
            Mpi::ReduceScatterBlock,
        )
        .comm(Comm::Collective)
        .writes(RECEIVED),
        f(
            "MPI_Reduce_scatter",
            &[
                Buffer(Send),
                Buffer(Recv),
                Counts(Both),
                Datatype(Both),
                Op,
                Communicator,
            ],
            Mpi::ReduceScatter,
        )
        .comm(Comm::Collective)
        .writes(RECEIVED),
        f(
            "MPI_Gatherv",
            &[
                Buffer(Send),
                Count(Send),
                Datatype(Send),
                Buffer(Recv),
                Counts(Recv),
                Displs(Recv),
                Datatype(Recv),
                Root,
                Communicator,
            ],
            Mpi::Gatherv,
        )
        .comm(Comm::Collective)
        .writes(RECEIVED),
        f(
            "MPI_Scatterv",
            &[
                Buffer(Send),
                Counts(Send),
                Displs(Send),
                Datatype(Send),
                Buffer(Recv),
                Count(Recv),
                Datatype(Recv),
                Root,
                Communicator,
            ],
            Mpi::Scatterv,
        )
        .comm(Comm::Collective)
        .writes(RECEIVED),
        f(
            "MPI_Allgatherv",
            &[
                Buffer(Send),
                Count(Send),
                Datatype(Send),
                Buffer(Recv),
                Counts(Recv),
                Displs(Recv),
                Datatype(Recv),
                Communicator,
            ],
            Mpi::Allgatherv,
        )
        .comm(Comm::Collective)
        .writes(RECEIVED),
        f(
            "MPI_Alltoallv",
            &[
                Buffer(Send),
                Counts(Send),
                Displs(Send),
                Datatype(Send),
                Buffer(Recv),
                Counts(Recv),
                Displs(Recv),
                Datatype(Recv),
                Communicator,
            ],
            Mpi::Alltoallv,
        )
        .comm(Comm::Collective)
        .writes(RECEIVED),
        f("MPI_Gather", ROOTED_BLOCKS, Mpi::Gather)
            .comm(Comm::Collective)
            .writes(RECEIVED),
        f("MPI_Scatter", ROOTED_BLOCKS, Mpi::Scatter)
            .comm(Comm::Collective)
            .writes(RECEIVED),
        f("MPI_Allgather", BLOCKS, Mpi::Allgather)
            .comm(Comm::Collective)
            .writes(RECEIVED),
        f("MPI_Alltoall", BLOCKS, Mpi::Alltoall)
            .comm(Comm::Collective)
            .writes(RECEIVED),
    ];
}

// ----- constants ----------------------------------------------------------------------------

/// The C scalar type of an MPI datatype.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum CType {
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

/// The types the C types of datatypes are given in: the model's `Type` implements it
/// (the registry is below the model and knows none of its types).
pub trait CTypes: PartialEq + Sized {
    /// The integer type of a kind and signedness.
    fn int(kind: IntKind, unsigned: bool) -> Self;
    /// The floating type of a kind.
    fn real(kind: FloatKind) -> Self;
    /// Whether it is `_Bool` (in either signedness).
    fn is_bool(&self) -> bool;
}

impl CType {
    /// The model type (`char` and `signed char` are one type in the model).
    pub fn model<T: CTypes>(self) -> T {
        let int = T::int;
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
            CType::Float => T::real(FloatKind::Float),
            CType::Double => T::real(FloatKind::Double),
            CType::LongDouble => T::real(FloatKind::LongDouble),
            CType::Bool => int(IntKind::Bool, false),
        }
    }

    /// The C spelling of the type.
    pub fn spelling(self) -> &'static str {
        match self {
            CType::Char => "char",
            CType::SignedChar => "signed char",
            CType::UnsignedChar => "unsigned char",
            CType::Short => "short",
            CType::UnsignedShort => "unsigned short",
            CType::Int => "int",
            CType::Unsigned => "unsigned",
            CType::Long => "long",
            CType::UnsignedLong => "unsigned long",
            CType::LongLong => "long long",
            CType::UnsignedLongLong => "unsigned long long",
            CType::Float => "float",
            CType::Double => "double",
            CType::LongDouble => "long double",
            CType::Bool => "_Bool",
        }
    }

    /// Whether a buffer of C type `t` holds values of this type (the type matching
    /// rule of MPI 3.3.1; signedness and width must agree, `_Bool` in either
    /// signedness).
    pub fn holds<T: CTypes>(self, t: &T) -> bool {
        match self {
            CType::Bool => t.is_bool(),
            c => c.model::<T>() == *t,
        }
    }
}

/// The groups of datatypes the reduction operations are defined on (MPI 5.9.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
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
pub enum Kind {
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
pub struct Datatype {
    /// Its handle (the macro's value).
    pub handle: i64,
    /// Its macro name.
    pub name: &'static str,
    /// Its meaning.
    pub kind: Kind,
}

impl Datatype {
    /// The model type of the C scalar type, for a scalar datatype.
    pub fn c_type<T: CTypes>(&self) -> Option<T> {
        match self.kind {
            Kind::Scalar(c, _) => Some(c.model()),
            _ => None,
        }
    }
}

/// The reduction operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Op {
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

impl Op {
    /// Whether the operation is defined on the datatype (MPI 5.9.2).
    pub fn defined_on(self, dt: &Datatype) -> bool {
        let group = match dt.kind {
            Kind::Scalar(_, g) => Some(g),
            _ => None,
        };
        match self {
            Op::Max | Op::Min | Op::Sum | Op::Prod => {
                matches!(group, Some(Group::Integer | Group::Floating))
            }
            Op::Land | Op::Lor | Op::Lxor => matches!(group, Some(Group::Integer | Group::Logical)),
            Op::Band | Op::Bor | Op::Bxor => {
                matches!(group, Some(Group::Integer)) || dt.kind == Kind::Byte
            }
            // Defined on the pair types only, which tass does not model.
            Op::Maxloc | Op::Minloc => false,
        }
    }
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

/// The communicators of `mpi.h`, by macro name.
const COMMUNICATORS: &[&str] = &[NAMES.comm_world, "MPI_COMM_SELF", "MPI_COMM_NULL"];

/// The name of the header (`#include <mpi.h>`).
pub const HEADER: &str = "mpi.h";

/// The names of `mpi.h`, other than those of its functions, datatypes and operations,
/// that readers of programs name (`tass ipp` writes a prelude with them); a unit test
/// checks that the header defines each.
#[derive(Debug)]
pub struct Names {
    /// The type of communicator handles.
    pub comm_type: &'static str,
    /// The type of datatype handles.
    pub datatype_type: &'static str,
    /// The type of statuses.
    pub status_type: &'static str,
    /// The fields of a status a program reads (MPI 3.2.5), in the header's order.
    pub status_fields: [&'static str; 3],
    /// The communicator of all the processes.
    pub comm_world: &'static str,
    /// The status argument of a receive that asks for no status.
    pub status_ignore: &'static str,
    /// The value a call returns when it succeeds.
    pub success: &'static str,
}

/// The names of [`Names`].
pub const NAMES: Names = Names {
    comm_type: "MPI_Comm",
    datatype_type: "MPI_Datatype",
    status_type: "MPI_Status",
    status_fields: ["MPI_SOURCE", "MPI_TAG", "MPI_ERROR"],
    comm_world: "MPI_COMM_WORLD",
    status_ignore: "MPI_STATUS_IGNORE",
    success: "MPI_SUCCESS",
};

/// The MPI constants tass interprets, with their values from its `mpi.h`.
#[derive(Debug)]
pub struct Consts {
    /// `MPI_SUCCESS`: what every modelled function returns.
    pub success: i64,
    /// `MPI_ANY_SOURCE`.
    pub any_source: i64,
    /// `MPI_ANY_TAG`.
    pub any_tag: i64,
    /// `MPI_PROC_NULL`.
    pub proc_null: i64,
    /// `MPI_COMM_WORLD`.
    pub comm_world: i64,
    /// `MPI_COMM_NULL`.
    pub comm_null: i64,
    /// `MPI_COMM_SELF`.
    pub comm_self: i64,
    /// `MPI_TAG_UB`.
    pub tag_ub: i64,
    /// `MPI_REQUEST_NULL`: no request has this handle.
    pub request_null: i64,
    /// `MPI_UNDEFINED`.
    pub undefined: i64,
    /// The object whose address is `MPI_IN_PLACE`.
    pub in_place: String,
    /// The datatypes.
    pub datatypes: Vec<Datatype>,
    /// The reduction operations: handle, macro name, meaning.
    pub ops: Vec<(i64, &'static str, Op)>,
    /// Every integer macro of the header, by name.
    pub macros: HashMap<String, i64>,
    /// The macros defined as another macro's name (`MPI_LONG_LONG_INT`): name, the name.
    pub aliases: HashMap<String, String>,
}

/// A value no C `int` argument has: the value of a constant the header would lack
/// (a unit test checks that it has them all).
pub const ABSENT: i64 = i64::MIN;

impl Consts {
    /// Reads the integer macros (`#define NAME VALUE`, the value an integer, possibly
    /// negative and parenthesised, or the name of an earlier macro) of a header text, and
    /// the object `MPI_IN_PLACE` points to (the last identifier of its definition).
    fn read(text: &str) -> Consts {
        let mut macros: HashMap<String, i64> = HashMap::new();
        let mut aliases: HashMap<String, String> = HashMap::new();
        let mut in_place = String::new();
        for line in text.lines() {
            let mut words = line.split_whitespace();
            if words.next() != Some("#define") {
                continue;
            }
            let Some(name) = words.next() else {
                continue;
            };
            let rest: Vec<&str> = words.collect();
            if name == "MPI_IN_PLACE" {
                let idents = rest
                    .join(" ")
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .filter(|w| !w.is_empty())
                    .map(str::to_string)
                    .collect::<Vec<_>>();
                in_place = idents.last().cloned().unwrap_or_default();
                continue;
            }
            let [value] = rest.as_slice() else {
                continue;
            };
            let v = value.trim_start_matches('(').trim_end_matches(')');
            let parsed = v.parse::<i64>().ok().or_else(|| {
                let x = macros.get(v).copied();
                if x.is_some() {
                    aliases.insert(name.to_string(), v.to_string());
                }
                x
            });
            if let Some(x) = parsed {
                macros.insert(name.to_string(), x);
            }
        }
        let get = |n: &str| macros.get(n).copied().unwrap_or(ABSENT);
        Consts {
            success: get(NAMES.success),
            any_source: get("MPI_ANY_SOURCE"),
            any_tag: get("MPI_ANY_TAG"),
            proc_null: get("MPI_PROC_NULL"),
            comm_world: get(NAMES.comm_world),
            comm_null: get("MPI_COMM_NULL"),
            comm_self: get("MPI_COMM_SELF"),
            tag_ub: get("MPI_TAG_UB"),
            request_null: get("MPI_REQUEST_NULL"),
            undefined: get("MPI_UNDEFINED"),
            in_place,
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
            aliases,
        }
    }

    /// The datatype a macro of the header names (`MPI_INT`, or an alias of one:
    /// `MPI_LONG_LONG_INT`).
    pub fn datatype_named(&self, name: &str) -> Option<Datatype> {
        let name = self.aliases.get(name).map_or(name, String::as_str);
        self.datatypes.iter().find(|d| d.name == name).copied()
    }

    /// The datatype of a handle.
    pub fn datatype(&self, handle: i64) -> Option<Datatype> {
        self.datatypes.iter().find(|d| d.handle == handle).copied()
    }

    /// The name of a datatype handle, for messages.
    pub fn datatype_name(&self, handle: i64) -> String {
        self.datatype(handle)
            .map(|d| d.name.to_string())
            .unwrap_or_else(|| format!("datatype {handle}"))
    }

    /// The reduction operation of a handle, with its macro name.
    pub fn op(&self, handle: i64) -> Option<(&'static str, Op)> {
        self.ops
            .iter()
            .find(|(h, _, _)| *h == handle)
            .map(|&(_, n, op)| (n, op))
    }

    /// The name of a communicator handle of `mpi.h`, for messages.
    pub fn comm_name(&self, handle: i64) -> Option<&'static str> {
        COMMUNICATORS
            .iter()
            .copied()
            .find(|n| self.macros.get(*n) == Some(&handle))
    }

    /// The handle of the communicator a macro of `mpi.h` names (`MPI_COMM_WORLD`).
    pub fn comm_named(&self, name: &str) -> Option<i64> {
        COMMUNICATORS
            .contains(&name)
            .then(|| self.macros.get(name).copied())
            .flatten()
    }
}

/// The text of tass's `mpi.h`.
pub fn header() -> &'static str {
    tass_syntax::pp::BUNDLED_HEADERS
        .iter()
        .find(|(n, _)| *n == HEADER)
        .map(|(_, t)| *t)
        .unwrap_or("")
}

/// The MPI constants (read once).
pub fn consts() -> &'static Consts {
    static C: OnceLock<Consts> = OnceLock::new();
    C.get_or_init(|| Consts::read(header()))
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
            c.success,
            c.any_source,
            c.any_tag,
            c.proc_null,
            c.comm_world,
            c.comm_null,
            c.comm_self,
            c.tag_ub,
            c.request_null,
            c.undefined,
        ] {
            assert_ne!(v, ABSENT);
        }
        assert_eq!(c.in_place, "__tass_mpi_in_place");
        assert!(header().contains(&format!("extern char {}[1];", c.in_place)));
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
        for n in COMMUNICATORS {
            assert!(c.macros.contains_key(*n), "{n} is not in mpi.h");
        }
        // The alias of the header resolves to the datatype it names.
        assert_eq!(
            c.macros.get("MPI_LONG_LONG_INT"),
            c.macros.get("MPI_LONG_LONG")
        );
        let named = |n: &str| c.datatype_named(n).map(|d| d.name);
        assert_eq!(named("MPI_LONG_LONG_INT"), Some("MPI_LONG_LONG"));
        assert_eq!(named("MPI_INT"), Some("MPI_INT"));
        assert_eq!(named("MPI_COMM_WORLD"), None);
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

    /// The names readers name are the header's: types, status fields, constants.
    #[test]
    fn names_are_the_headers() {
        let text = header();
        let n = &NAMES;
        for t in [n.comm_type, n.datatype_type] {
            assert!(text.contains(&format!("typedef int {t};")), "{t}");
        }
        let status = text
            .split("typedef struct {")
            .find_map(|s| s.split_once(&format!("}} {};", n.status_type)))
            .map_or("", |(fields, _)| fields);
        let fields: Vec<&str> = status
            .split(';')
            .filter_map(|f| f.split_whitespace().nth(1))
            .filter(|f| !f.starts_with("__tass"))
            .collect();
        assert_eq!(fields, n.status_fields);
        assert!(text.contains(&format!(
            "#define {} (({} *)0)",
            n.status_ignore, n.status_type
        )));
        let c = consts();
        assert_eq!(c.macros.get(n.success), Some(&c.success));
        assert_eq!(c.comm_named(n.comm_world), Some(c.comm_world));
        assert_eq!(c.comm_name(c.comm_world), Some(n.comm_world));
        assert_eq!(c.comm_named("MPI_COMM_SELF"), Some(c.comm_self));
        assert_eq!(c.comm_named("MPI_INT"), None);
        assert_eq!(c.comm_named("MPI_COMM_OTHER"), None);
        assert!(crate::lookup(n.comm_world).is_none());
        assert!(tass_syntax::pp::BUNDLED_HEADERS
            .iter()
            .any(|(h, _)| *h == HEADER));
    }

    /// Every function of the table is declared by `mpi.h` as a system function, with as
    /// many parameters as the table gives roles.
    #[test]
    fn functions_are_declared_by_the_header() {
        let text = header();
        for f in TABLE {
            let open = format!(" {}(", f.name);
            let Some(at) = text.find(&open) else {
                panic!("{} is not declared in mpi.h", f.name);
            };
            let before = &text[..at];
            let pragma = before.lines().rev().nth(1).unwrap_or("");
            assert_eq!(pragma, "#pragma TASS system", "{}", f.name);
            let params = &text[at + open.len()..];
            let params = &params[..params.find(')').unwrap_or(0)];
            let n = if params.trim() == "void" {
                0
            } else {
                params.split(',').count()
            };
            assert_eq!(n, f.params.len(), "the parameters of {}", f.name);
        }
    }

    /// C types as a model would give them.
    #[derive(Debug, PartialEq)]
    enum T {
        Int(IntKind, bool),
        Real(FloatKind),
        Bool,
    }

    impl CTypes for T {
        fn int(kind: IntKind, unsigned: bool) -> T {
            T::Int(kind, unsigned)
        }
        fn real(kind: FloatKind) -> T {
            T::Real(kind)
        }
        fn is_bool(&self) -> bool {
            matches!(self, T::Int(IntKind::Bool, _) | T::Bool)
        }
    }

    #[test]
    fn c_types_match_exactly() {
        let int = T::Int(IntKind::Int, false);
        let char = T::Int(IntKind::Char, false);
        assert!(CType::Int.holds(&int));
        assert!(!CType::Unsigned.holds(&int));
        assert!(!CType::Long.holds(&int));
        assert!(!CType::Double.holds(&int));
        assert!(CType::Double.holds(&T::Real(FloatKind::Double)));
        assert!(!CType::Float.holds(&T::Real(FloatKind::Double)));
        assert!(CType::Char.holds(&char));
        assert!(CType::SignedChar.holds(&char));
        assert!(!CType::UnsignedChar.holds(&char));
        assert!(CType::Bool.holds(&T::Int(IntKind::Bool, true)));
        assert!(CType::Bool.holds(&T::Bool));
        assert!(!CType::Bool.holds(&int));
    }
}
