//! Dynamic values: symbolic expressions, pointers, and aggregates.

use std::sync::Arc;
use tass_model::FunctionId;
use tass_symbolic::Expr;

/// The value of a variable or of a part of one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// Not initialised.
    Undef,
    /// A symbolic value: a boolean, integer, real or char, or an array of such (a
    /// symbolic array with its extent in its type).
    Sym(Expr),
    /// A pointer.
    Ptr(Pointer),
    /// A struct (its members) or an array whose elements are not scalars (structs,
    /// pointers), with a concrete length.
    Agg(Arc<[Value]>),
}

impl Value {
    /// The symbolic expression, when the value is one.
    pub fn sym(&self) -> Option<&Expr> {
        match self {
            Value::Sym(e) => Some(e),
            _ => None,
        }
    }
}

/// A pointer: null, a function, or a place inside an object (seed 001, 2: a dynamic
/// variable and a path into it).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Pointer {
    /// The null pointer.
    Null,
    /// A function.
    Func(FunctionId),
    /// A place: the object and the steps from its start.
    Obj {
        /// The object.
        base: Base,
        /// Members and element indices from the object's start. The last index step may
        /// equal the length of its array (a one-past-the-end pointer).
        path: Arc<[Step]>,
    },
}

/// The frame id of no frame: pointers to a local whose instance has ended name it, so
/// that they dangle and never name a later instance (C11 6.2.4: each entry of a block
/// makes a new instance of its locals).
pub const ENDED_FRAME: u32 = u32::MAX;

/// An object a pointer can point into.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Base {
    /// A shared input/output variable of model `model`.
    Shared {
        /// The model (0, or 1 for the implementation in `compare`).
        model: u8,
        /// The variable's index.
        var: u32,
    },
    /// A process-global variable of a process.
    Global {
        /// The process.
        proc: ProcRef,
        /// The variable's index.
        var: u32,
    },
    /// A local variable of the frame with unique id `frame` of a process
    /// ([`ENDED_FRAME`] for an instance of a local whose lifetime has ended: its frame
    /// returned, or its block was entered again).
    Local {
        /// The process.
        proc: ProcRef,
        /// The frame's id (unique among live frames of the process).
        frame: u32,
        /// The local's index.
        var: u32,
    },
    /// A heap object of a process.
    Heap {
        /// The process.
        proc: ProcRef,
        /// The object's index in the process heap.
        obj: u32,
    },
    /// A string literal (read-only).
    Str(Arc<[u8]>),
}

/// A process, inside a pointer: (model, rank).
pub type ProcRef = (u8, u32);

/// One step of a pointer's path.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A struct member.
    Field(u32),
    /// An array element (an integer expression).
    Index(Expr),
}
