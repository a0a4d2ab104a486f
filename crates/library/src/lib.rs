//! The function registry: what tass knows of each library function, in one declarative
//! table per library (C library, math, MPI, CIVL, SV-COMP).
//!
//! An entry ([`LibFn`]) gives a function's name, its library, the role of each argument
//! ([`Role`]: the buffer, the datatype, the destination rank, a string, a pointer the
//! call writes through, ...), whether it communicates ([`Comm`]: blocking point-to-point,
//! the start of a nonblocking operation, a completion, a collective), what it writes
//! (the arguments through which it writes the program's memory, and other effects), and
//! its [`Handler`]: the name of the behaviour the engine gives it.
//!
//! Everyone reads this one table: the lowering (which names are library functions when a
//! program declares them without a pragma, which are statements of the model such as
//! `__VERIFIER_assume`), the write-set analysis of loop summaries (which calls leave
//! the program's memory alone), the engine (dispatch by handler, arguments by role) and
//! the scheduler (which calls communicate). Adding a function is one entry here plus its
//! handler in the engine.
//!
//! Architecture invariant: the registry states facts about functions; it knows nothing
//! of symbolic values, states, processes or how a handler runs. The MPI constants
//! (datatypes, operations, special ranks and tags) are those of tass's bundled `mpi.h`,
//! read from its text ([`mpi::consts`]). It is a crate below the model and `tass-ipp`,
//! which both read it, and uses only `tass-syntax` (the bundled header, the C integer
//! and floating kinds): the C type of a datatype is given in the reader's types
//! ([`mpi::CTypes`], which the model's `Type` implements). `tass-model` re-exports it as
//! `tass_model::library`.
//!
//! Details: `Role` covers, for MPI, the buffer, count, datatype, destination, source,
//! tag, communicator, status, request, operation and root, each of the send or the
//! receive side or both; for C a value, a size, a string, a format, a stream, a pointer
//! the call writes through, a block of memory read or written. Handlers are named like
//! `Malloc`, `Scan`, `StringToNumber(Number)`, `Mpi(Mpi::Reduce)`; `Lowered(_)` for the
//! functions the lowering turns into statements, `Math` for the abstract ones.
//! `lookup(name)` finds an entry by name (`sinf` finds `sin`, `__VERIFIER_nondet_int` the
//! nondet family); `library_of` adds the prefix `MPI_`. Readers: the lowering
//! (`library_kind`, `lowered`), loop summaries (`LibFn::is_pure`: no write through an
//! argument, no effect, no communication), the engine (`explore::library`, handlers read
//! arguments by role: `Call::arg(Role::Datatype(Side::Send))`; `math::base_name`;
//! `strings`), the scheduler (`mpi::comm_of`). The MPI constants (datatypes and their C
//! types, operations and their datatypes, `MPI_ANY_SOURCE`, `MPI_PROC_NULL`,
//! `MPI_REQUEST_NULL`, `MPI_SUCCESS`, the object behind `MPI_IN_PLACE`, ...) are read once
//! from the bundled `mpi.h`; unit tests check that the header defines each constant and
//! declares each MPI function of the table with as many parameters as it has roles. A
//! new function also needs its prototype in the bundled header.

#![warn(missing_docs)]

mod c;
mod entry;
mod math;
pub mod mpi;
mod registry;
mod verifiers;

pub use entry::*;
pub use registry::{all, library_of, lookup};
