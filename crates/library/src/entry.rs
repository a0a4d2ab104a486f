//! What an entry of the registry says: the library, the roles of the arguments, how
//! the function communicates, what it writes, its handler.

/// The libraries tass models.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Library {
    /// The C standard library (`stdlib.h`, `stdio.h`, `string.h`, `time.h`).
    C,
    /// `math.h`: pure mathematical functions.
    Math,
    /// MPI (`mpi.h`).
    Mpi,
    /// CIVL-C (`civlc.cvh`).
    Civl,
    /// The SV-COMP conventions (`__VERIFIER_*`, `reach_error`) and the GCC builtins of
    /// preprocessed benchmark files.
    SvComp,
}

/// Which half of a communication an MPI argument belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The data sent.
    Send,
    /// The data received.
    Recv,
    /// Both (one buffer sent from and received into: `MPI_Bcast`, `MPI_Sendrecv_replace`;
    /// one count or datatype for both buffers: `MPI_Reduce`).
    Both,
}

/// Whether a block of memory is read or written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Access {
    /// Read.
    Read,
    /// Written.
    Write,
}

/// The role of an argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// A number the call reads.
    Value,
    /// A size in bytes.
    Bytes,
    /// The number of elements of an array argument (`calloc`, `MPI_Waitall`).
    Length,
    /// An exclusive upper bound (`$choose_int`).
    Bound,
    /// The base of a number's digits (`strtol`).
    Base,
    /// A pointer taken as a value (`free`).
    Pointer,
    /// A pointer to an object the call writes (the targets of `scanf`, the end pointer of
    /// `strtol`, the result of `MPI_Comm_rank`).
    Out,
    /// A string the call reads.
    String,
    /// A `printf` or `scanf` format.
    Format,
    /// A `FILE *`.
    Stream,
    /// A block of memory read or written (`memcpy`, `memset`).
    Block(Access),
    /// An argument tass does not look at (`MPI_Init`'s `argc` and `argv`).
    Unused,
    /// An MPI buffer.
    Buffer(Side),
    /// The number of elements of an MPI buffer.
    Count(Side),
    /// An MPI datatype.
    Datatype(Side),
    /// The destination rank of a send.
    Dest,
    /// The source rank of a receive.
    Source,
    /// A message tag.
    Tag(Side),
    /// A communicator.
    Communicator,
    /// A reduction operation.
    Op,
    /// The root process of a collective.
    Root,
    /// An `MPI_Status *`.
    Status,
    /// An array of `MPI_Status`.
    Statuses,
    /// An `MPI_Request *`.
    Request,
    /// An array of `MPI_Request`.
    Requests,
    /// An `int *` the call sets to true or false (`MPI_Test`'s `flag`).
    Flag,
    /// An `int *` the call sets to a position in the array of requests
    /// (`MPI_Waitany`'s `index`).
    Index,
    /// An array of `int` the call fills with positions in the array of requests
    /// (`MPI_Waitsome`'s `array_of_indices`).
    Indices,
    /// An array of element counts, one per process of the communicator (`MPI_Gatherv`'s
    /// `recvcounts`).
    Counts(Side),
    /// An array of displacements in elements, one per process (`MPI_Gatherv`'s `displs`).
    Displs(Side),
    /// An array of `int` the call reads or writes (the dimensions, periods and
    /// coordinates of a Cartesian topology).
    IntArray,
    /// An `MPI_Comm *` naming the communicator the call frees (`MPI_Comm_free`).
    CommRef,
    /// An `MPI_Datatype *` naming the datatype the call commits or frees.
    TypeRef,
}

impl Role {
    /// Whether a parameter of this role serves as an argument of role `wanted`: the same
    /// role, or one of both sides for either side.
    pub fn serves(self, wanted: Role) -> bool {
        use Role::*;
        self == wanted
            || matches!(
                (self, wanted),
                (Buffer(Side::Both), Buffer(_))
                    | (Count(Side::Both), Count(_))
                    | (Counts(Side::Both), Counts(_))
                    | (Datatype(Side::Both), Datatype(_))
                    | (Tag(Side::Both), Tag(_))
            )
    }
}

/// How an MPI function communicates, for the scheduler.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Comm {
    /// A blocking send: the message is sent, then the call waits for the send to
    /// complete (`MPI_Send`, `MPI_Ssend`).
    Send,
    /// A blocking receive (`MPI_Recv`), or a blocking probe (`MPI_Probe`: it waits for
    /// a message as a receive does, and leaves it in transit).
    Recv,
    /// A send, a receive, then the completion of the send (`MPI_Sendrecv`).
    SendRecv,
    /// Starts a nonblocking operation: local, as appending a message to a channel or
    /// posting a receive commutes with every other process's transitions (`MPI_Isend`).
    Start,
    /// Completes nonblocking operations: their receives, then their sends (`MPI_Wait`,
    /// `MPI_Waitall`, `MPI_Waitany`, `MPI_Waitsome`); blocks until it can.
    Completion,
    /// Asks whether operations may complete, or a message may be received, without
    /// blocking (`MPI_Test`, `MPI_Testall`, `MPI_Iprobe`): the answer "not yet" is always
    /// possible, the others as for the blocking call.
    Poll,
    /// Ends every process of the program (`MPI_Abort`): it does not commute with the
    /// other processes' steps, so it runs only when no process has a local step.
    Abort,
    /// A collective operation: runs when every process of the communicator is at one.
    Collective,
}

/// What a call changes besides its value and the memory it writes through arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Nothing.
    None,
    /// Allocates or frees heap memory.
    Heap,
    /// Ends the process.
    Exit,
    /// Changes the MPI state of the process (initialisation, requests, messages).
    Mpi,
}

/// The kind of number a string-to-number function reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Number {
    /// A signed integer (`atoi`, `strtol`).
    Int,
    /// An unsigned integer (`strtoul`): a negative number is negated in the unsigned type.
    Unsigned,
    /// A floating-point number (`atof`, `strtod`).
    Real,
}

/// The behaviour the engine gives a function (it matches this once, at the call).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Handler {
    /// A statement of the model, made by the lowering: never called.
    Lowered(Lowered),
    /// An abstract mathematical function: an uninterpreted function with the facts of
    /// the real function, evaluated in expressions.
    Math,
    /// `malloc`.
    Malloc,
    /// `realloc`: a new block with the old one's contents, the old one freed.
    Realloc,
    /// `fopen`: a new stream (or a null pointer: `LibFn::may_fail`).
    Open,
    /// `fgets`: a line of unknown characters, at most the size given, ended by a zero.
    Gets,
    /// `sprintf`, `snprintf`: unknown characters, ended by a zero, where a bound on the
    /// length of the output fits.
    Print,
    /// `calloc`: zeroed memory.
    Calloc,
    /// `free`.
    Free,
    /// No effect tass observes (output, `srand`, `fclose`); its value, if used, is an
    /// unknown `int`.
    Ignored,
    /// `scanf` and kin: a fresh number through each pointer after the format.
    Scan,
    /// `atoi`, `strtol` and kin: the number a string spells.
    StringToNumber(Number),
    /// A fresh value of the return type (`time`, `clock`, `getchar`).
    Input,
    /// `rand`: a fresh non-negative value.
    Rand,
    /// `memset`.
    MemSet,
    /// `memcpy`, `memmove`.
    MemCopy,
    /// `strlen` of a known string.
    Strlen,
    /// `abs`, `labs`, `llabs`.
    Abs,
    /// `exit`: the process ends.
    Exit,
    /// `$choose_int(n)`: a value in `0..n`.
    ChooseInt,
    /// An MPI function.
    Mpi(Mpi),
}

/// The functions the lowering turns into statements of the model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lowered {
    /// `assert(e)`, `__VERIFIER_assert(e)`: an assertion (of the function's library).
    Assert,
    /// `__VERIFIER_assume(e)`, `assume_abort_if_not(e)`: an assumption.
    Assume,
    /// `reach_error()`, `__VERIFIER_error()`, `__assert_fail(...)`: a failing assertion.
    Fail,
    /// `abort()`, `__builtin_unreachable()`: the path ends without error.
    Stop,
    /// `$havoc(&x)`: `x` gets an arbitrary value.
    Havoc,
    /// `__builtin_expect(e, c)`: the value of `e`.
    Expect,
    /// `__VERIFIER_nondet_T()`: an arbitrary value of type `T`.
    Nondet,
}

/// What tass knows of one library function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LibFn {
    /// Its name (for a math function, the `double` one: `sin` for `sinf` and `sinl`).
    pub name: &'static str,
    /// Its library.
    pub library: Library,
    /// The role of each parameter, in order.
    pub params: &'static [Role],
    /// The role of the arguments after `params` of a variadic function.
    pub rest: Option<Role>,
    /// How it communicates (MPI).
    pub comm: Option<Comm>,
    /// The arguments through which it writes the program's memory (`rest` for the
    /// variadic ones).
    pub writes: &'static [Role],
    /// Its other effects.
    pub effect: Effect,
    /// Its behaviour.
    pub handler: Handler,
    /// Whether it may fail by returning a null pointer where C allows (`fopen`,
    /// `fgets`): the lowering makes the call's value null on one branch of a choice.
    pub may_fail: bool,
}

impl LibFn {
    /// An entry with no arguments written, no effect and no communication.
    pub(crate) const fn new(
        library: Library,
        name: &'static str,
        params: &'static [Role],
        handler: Handler,
    ) -> LibFn {
        LibFn {
            name,
            library,
            params,
            rest: None,
            comm: None,
            writes: &[],
            effect: Effect::None,
            handler,
            may_fail: false,
        }
    }

    /// The same, returning a null pointer on failure (explored as a choice).
    pub(crate) const fn may_fail(self) -> LibFn {
        LibFn {
            may_fail: true,
            ..self
        }
    }

    /// The same, variadic with the arguments after the parameters of role `r`.
    pub(crate) const fn rest(self, r: Role) -> LibFn {
        LibFn {
            rest: Some(r),
            ..self
        }
    }

    /// The same, writing the program's memory through the arguments of these roles.
    pub(crate) const fn writes(self, w: &'static [Role]) -> LibFn {
        LibFn { writes: w, ..self }
    }

    /// The same, with an effect.
    pub(crate) const fn effect(self, e: Effect) -> LibFn {
        LibFn { effect: e, ..self }
    }

    /// The same, communicating (an MPI function: its effect is on the MPI state).
    pub(crate) const fn comm(self, c: Comm) -> LibFn {
        LibFn {
            comm: Some(c),
            effect: Effect::Mpi,
            ..self
        }
    }

    /// The position of the argument of role `role` (a parameter serving that role).
    pub fn position(&self, role: Role) -> Option<usize> {
        self.params.iter().position(|r| r.serves(role))
    }

    /// The position of the `k`-th argument (from 0) of role `role`, for functions with
    /// several (`MPI_Cart_shift`'s two values and two results).
    pub fn nth_position(&self, role: Role, k: usize) -> Option<usize> {
        self.params
            .iter()
            .enumerate()
            .filter(|(_, r)| r.serves(role))
            .nth(k)
            .map(|(i, _)| i)
    }

    /// Whether the function has an argument of role `role`.
    pub fn has(&self, role: Role) -> bool {
        self.position(role).is_some()
    }

    /// Whether a call has no effect on the program's memory or on the state tass keeps
    /// for the process (it writes through no argument, allocates nothing, does not end
    /// the process, does not communicate): it only returns a value. What the write-set
    /// analysis of loop summaries asks.
    pub fn is_pure(&self) -> bool {
        self.writes.is_empty() && self.effect == Effect::None && self.comm.is_none()
    }
}

/// The MPI functions tass models: the behaviour the engine gives each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Mpi {
    Init,
    Finalize,
    Initialized,
    Finalized,
    Wtime,
    CommSize,
    CommRank,
    CommDup,
    CommSplit,
    CommFree,
    DimsCreate,
    CartCreate,
    CartShift,
    CartCoords,
    CartRank,
    CartGet,
    CartdimGet,
    TypeContiguous,
    TypeVector,
    TypeCommit,
    TypeFree,
    TypeSize,
    Send,
    Ssend,
    Recv,
    Isend,
    Issend,
    Irecv,
    Sendrecv,
    SendrecvReplace,
    Wait,
    Waitall,
    Waitany,
    Waitsome,
    Test,
    Testall,
    Testany,
    Testsome,
    RequestFree,
    Probe,
    Iprobe,
    GetCount,
    Abort,
    Barrier,
    Bcast,
    Reduce,
    Allreduce,
    Scan,
    Exscan,
    ReduceScatterBlock,
    ReduceScatter,
    Gather,
    Scatter,
    Allgather,
    Alltoall,
    Gatherv,
    Scatterv,
    Allgatherv,
    Alltoallv,
}
