//! What a verification run found.

use std::time::Duration;
use tass_syntax::Span;

/// The kinds of property, with the words of the acceptance corpus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PropertyKind {
    /// An assertion of any dialect.
    Assertion,
    /// An array index out of bounds.
    ArrayBounds,
    /// Division or modulus by zero.
    DivisionByZero,
    /// An invalid pointer dereferenced (or passed where a valid one is needed).
    Pointer,
    /// An invalid `free`: a pointer not returned by an allocation, not to the start of
    /// its block, or to a block already freed. Reported with the word `pointer`, as
    /// every invalid use of a pointer is in the corpus format; SV-COMP's `valid-free`.
    Free,
    /// Memory not freed at termination.
    MemoryLeak,
    /// A loop invariant that does not hold.
    Invariant,
    /// Two compared programs compute different outputs.
    NotEquivalent,
    /// No process can progress (absolute), or none can without buffering a message
    /// (potential deadlock, seed 001 1.1).
    Deadlock,
    /// An MPI usage error (seed 001, Fig. 1 items 6, 8-13).
    Mpi,
    /// A variable read before it was given a value.
    Uninitialized,
    /// Signed integer overflow (checked with SV-COMP's `no-overflow`).
    Overflow,
}

impl PropertyKind {
    /// The word used in reports and test headers.
    pub fn as_str(self) -> &'static str {
        match self {
            PropertyKind::Assertion => "assertion",
            PropertyKind::ArrayBounds => "array-bounds",
            PropertyKind::DivisionByZero => "division-by-zero",
            PropertyKind::Pointer | PropertyKind::Free => "pointer",
            PropertyKind::MemoryLeak => "memory-leak",
            PropertyKind::Invariant => "invariant",
            PropertyKind::NotEquivalent => "not-equivalent",
            PropertyKind::Deadlock => "deadlock",
            PropertyKind::Mpi => "mpi",
            PropertyKind::Uninitialized => "uninitialized",
            PropertyKind::Overflow => "overflow",
        }
    }
}

/// How sure a violation is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Certainty {
    /// A solver gave concrete inputs that violate the property.
    Provable,
    /// The prover could not show that the property holds.
    Possible,
}

/// One step of a trace.
#[derive(Clone, Debug)]
pub struct TraceStep {
    /// The program (0; in a comparison 0 is the specification, 1 the implementation).
    pub program: u8,
    /// The process rank.
    pub rank: u32,
    /// The function.
    pub function: String,
    /// Where.
    pub span: Span,
    /// The statement, as in `tass show`.
    pub statement: String,
    /// Variables changed, with their new symbolic values.
    pub changes: Vec<(String, String)>,
    /// The path condition after the step, when the step made it grow.
    pub path_condition: Option<String>,
}

/// A violation of a property.
#[derive(Clone, Debug)]
pub struct Violation {
    /// The property.
    pub kind: PropertyKind,
    /// Provable or possible.
    pub certainty: Certainty,
    /// What went wrong.
    pub message: String,
    /// Where.
    pub span: Span,
    /// Concrete values of the inputs that lead to it (provable violations).
    pub inputs: Vec<(String, String)>,
    /// Why the prover could not decide (possible violations).
    pub reason: Option<String>,
    /// The path condition at the violation.
    pub path_condition: String,
    /// The steps that lead to it.
    pub trace: Vec<TraceStep>,
    /// Whether a loop on the path was summarised by its invariants (the state then
    /// over-approximates the executions).
    pub after_summary: bool,
    /// The uninterpreted functions a provable counterexample involves, each with how its
    /// values were checked (computed as the C library does, or the violation occurs for
    /// every value the function can take).
    pub functions: Vec<String>,
}

/// Why the search stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// Every reachable state was explored.
    Done,
    /// A violation was found (the search stops at the first).
    Violation,
    /// A path grew longer than the depth limit.
    DepthLimit(usize),
    /// More states than the state limit were saved.
    StateLimit(usize),
    /// The time limit passed.
    TimeLimit(Duration),
    /// Without a time limit, the time a run that could no longer end *holds* has
    /// (`Config::give_up`) passed.
    GaveUp(Duration),
    /// The memory limit was reached.
    MemoryLimit(u64),
    /// The user interrupted the search.
    Interrupted,
    /// A loop iterated more than the loop bound on one path, its condition depending on
    /// symbolic values: a bound on an input or an invariant is needed.
    LoopBound {
        /// The loop.
        span: Span,
        /// The bound.
        bound: usize,
        /// The inputs its condition depends on.
        inputs: Vec<String>,
        /// Whether a value its condition depends on was found to have no bound.
        unbounded: bool,
    },
    /// A call would have made the call stack of a process deeper than the call depth
    /// limit (a recursion that does not end, or ends only for some inputs).
    CallDepth {
        /// The call.
        span: Span,
        /// The function called.
        function: String,
        /// The limit.
        limit: usize,
    },
    /// A construct the engine does not support yet was reached.
    Unsupported {
        /// Where.
        span: Span,
        /// What.
        what: String,
    },
    /// Every path was explored, but an annotation of the program was not checked (the
    /// first one; the report lists all).
    NotChecked {
        /// Where.
        span: Option<Span>,
        /// What.
        what: String,
        /// Why it was not checked.
        why: String,
    },
}

/// Something the verdict does not cover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotChecked {
    /// Where, for an annotation.
    pub span: Option<Span>,
    /// What (`ACSL loop variant`, `array bounds`).
    pub what: String,
    /// Why (`not supported: ...`, `switched off by --no-check bounds`).
    pub reason: String,
    /// Whether the user asked for it (an option), rather than tass not supporting it.
    pub by_request: bool,
}

/// The verdict.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Every property holds (within the bounds).
    Holds,
    /// At least one violation.
    Violation(Vec<Violation>),
    /// The search was cut off before it could decide.
    Unknown,
}

/// Search statistics (seed 001, Fig. 10).
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// States where the search stopped to look: branch points, states whose one
    /// transition is not a deterministic local step of the process that took the last
    /// step, loop heads, ends of paths (the states inside a run of deterministic local
    /// steps are not counted: the run is one transition of the search).
    pub states_seen: u64,
    /// States saved in the store.
    pub states_saved: u64,
    /// States found already saved.
    pub states_matched: u64,
    /// Transitions executed.
    pub transitions: u64,
    /// The longest path, in transitions (statements executed).
    pub max_depth: u64,
    /// Distinct symbolic expressions alive at the end (hash-consed).
    pub symbolic_values: u64,
    /// Prover queries, and how they were answered.
    pub prover: Vec<(String, u64)>,
    /// Wall-clock time.
    pub time: Duration,
    /// Peak resident memory in bytes, when known.
    pub peak_memory: Option<u64>,
}

impl Stats {
    /// Adds the work of a later search of the same run (a rerun, a second search) to
    /// these statistics; the prover's counts and the interned values are the later
    /// search's, which cover every search the oracle answered for.
    pub(crate) fn add_later(&mut self, later: &Stats) {
        self.states_seen += later.states_seen;
        self.states_saved += later.states_saved;
        self.states_matched += later.states_matched;
        self.transitions += later.transitions;
        self.max_depth = self.max_depth.max(later.max_depth);
        self.symbolic_values = later.symbolic_values;
        self.prover = later.prover.clone();
        self.peak_memory = self.peak_memory.max(later.peak_memory);
    }
}

/// The result of a run.
#[derive(Clone, Debug)]
pub struct Report {
    /// The verdict.
    pub outcome: Outcome,
    /// Why the search stopped.
    pub stop: StopReason,
    /// Statistics.
    pub stats: Stats,
    /// The bounds the verdict holds within (fixed inputs), for the report.
    pub bounds: Vec<(String, String)>,
    /// With verdict *unknown*: the possible violations found (the prover could neither
    /// prove the property nor give a checked counterexample).
    pub possible: Vec<Violation>,
    /// What was not checked: annotations tass gives no meaning to (the verdict is then
    /// not *holds*) and properties switched off by an option.
    pub not_checked: Vec<NotChecked>,
    /// With verdict *holds*: no execution reached the end of the program (the input
    /// conditions or the assumptions on every path are unsatisfiable), so the verdict
    /// holds vacuously.
    pub vacuous: bool,
    /// Where paths of the search ended before the end of the program, and why (the
    /// causes of a vacuous *holds*).
    pub ended: Vec<(Span, String)>,
    /// The loops the techniques were consulted on: which decided each, which declined
    /// and why.
    pub loops: Vec<LoopRecord>,
    /// Remarks on how the verdict was reached that are not part of it, each a sentence
    /// without a final period (how far iterative deepening looked for a violation).
    pub notes: Vec<String>,
    /// With a verdict of the technique `induction`: what the proof was made of.
    pub induction: Option<InductionReport>,
    /// When induction was tried and did not decide: why, and the checks of the inductive
    /// step it could not prove (for `--show-induction`).
    pub induction_failure: Option<InductionFailure>,
    /// With mathematical integers: the first place where a result that C would wrap
    /// may leave its type's range (see [`crate::verify`]: the program is then verified
    /// again with C integer semantics, and this report is that run's).
    pub wraps: Option<tass_syntax::Span>,
    /// The first place where the search read an operation on a symbolic floating-point
    /// value as real arithmetic (see [`crate::Config::ieee_symbolic`]).
    pub real_float: Option<tass_syntax::Span>,
    /// For the run of an induction: the lemmas its failed checks suggest, and those it
    /// could not prove (seed 002's strengthening; read by the run, not shown).
    pub(crate) strengthening: crate::lemma::Strengthening,
}

/// The artefacts of a proof by induction on a size parameter (technique `induction`,
/// seed 002), for `--show-induction`.
#[derive(Clone, Debug)]
pub struct InductionReport {
    /// The parameter `N`: the statement that makes its value, or the input's declaration.
    pub parameter: Span,
    /// The input that is the parameter (`None`: a value a statement makes). The base case
    /// of an input also covers the values whose predecessor its conditions reject.
    pub input: Option<String>,
    /// The base case: the search checked every value of the parameter up to this one.
    pub base: i64,
    /// The loops of the program for `N - 1` and of the program for `N` that were paired.
    pub pairs: Vec<PairedLoop>,
    /// The lemmas the proof added to the program (seed 002's strengthening ξ), each
    /// with the loop after which it holds: proved in the base case and the step.
    pub lemmas: Vec<(Span, String)>,
}

/// Why a proof by induction did not decide the program.
#[derive(Clone, Debug)]
pub struct InductionFailure {
    /// The reason, in words.
    pub why: String,
    /// The checks of the inductive step that the prover could neither prove nor refute,
    /// each with the path condition it could not prove them under.
    pub unproved: Vec<Violation>,
}

/// Two loops paired by the inductive step: the loop of the program for `N - 1` and the
/// same loop of the program for `N`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairedLoop {
    /// The loop (its head).
    pub span: Span,
    /// The counter both loops share after pairing.
    pub counter: String,
    /// The iterations the loop for `N` ran by itself before the loops lined up (a peel
    /// at the start, as a downward loop from `N - 1` has).
    pub peeled: u32,
    /// The difference invariants `D` that hold at every paired iteration.
    pub relations: Vec<String>,
    /// The candidates an iteration did not preserve, dropped to reach `D` (Houdini).
    pub dropped: Vec<String>,
    /// The rounds of checking and dropping.
    pub rounds: u32,
}

/// A technique, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// Loop invariants given by the user (seed 000): a loop with invariants is summarised
    /// by them, for every number of iterations.
    Invariant,
    /// Joint invariants of two compared programs (seed 000, section 5): paired loops are
    /// summarised together.
    Joint,
    /// Parallelisation (seed 004): a loop whose iterations are independent is replaced
    /// by quantified updates of what it writes, for every number of iterations.
    Parallel,
    /// Induction on the program's size parameter (seed 002): the program for `N` is run
    /// beside the program for `N - 1`, whose properties are assumed; paired loops are
    /// related by difference invariants and the last iterations of the larger program
    /// (its peel) are checked.
    Induction,
}

impl Technique {
    /// Every technique, in the order the portfolio tries them.
    pub const ALL: [Technique; 4] = [
        Technique::Invariant,
        Technique::Joint,
        Technique::Parallel,
        Technique::Induction,
    ];

    /// The name used on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            Technique::Invariant => "invariant",
            Technique::Joint => "joint",
            Technique::Parallel => "parallel",
            Technique::Induction => "induction",
        }
    }

    /// The number of the technique in the marks it leaves in states.
    pub(crate) fn id(self) -> u8 {
        self as u8
    }

    /// The technique of a name, if there is one.
    pub fn from_name(name: &str) -> Option<Technique> {
        Technique::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl std::fmt::Display for Technique {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// What the techniques made of one loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopRecord {
    /// The loop (its head).
    pub span: Span,
    /// The technique that decided it, if one did.
    pub decided_by: Option<Technique>,
    /// The techniques that declined it, each with its reason.
    pub declined: Vec<(Technique, String)>,
    /// The loop's annotations (`loop invariant`, `loop assigns`, `loop variant`,
    /// collective and joint invariants), each with who checked it.
    pub annotations: Vec<AnnotationCheck>,
}

/// One annotation of a loop and who checked it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnnotationCheck {
    /// Where it is written.
    pub span: Span,
    /// The annotation as written, e.g. ``loop invariant `i <= n` ``.
    pub text: String,
    /// Who checked it, and how (the technique that decided the loop, or the search).
    pub checked_by: String,
}
