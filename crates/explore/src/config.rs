//! The configuration of a run (`Config`, with the properties to check, the SV-COMP
//! property and the deadlock mode), the set-up of an inductive run, and the crate's
//! error type. Plain data: it names only the report's kinds of properties and
//! techniques.

use crate::report::{PropertyKind, Technique};
use std::time::Duration;

/// Which properties are checked.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Properties {
    /// Array indices in bounds. Default is true.
    pub array_bounds: bool,
    /// Assertions of every dialect hold. Default is true.
    pub assertions: bool,
    /// No memory leak at termination. Default is true.
    pub memory_leaks: bool,
    /// Dereferenced pointers are valid. Default is true.
    pub pointers: bool,
    /// No division or modulus by zero. Default is true.
    pub division_by_zero: bool,
    /// No variable (automatic, heap or output) is read before it is given a value.
    /// Default is true.
    pub uninitialized: bool,
    /// No arithmetic on signed integers of `int` width or wider leaves the range of its
    /// C type (SV-COMP's `no-overflow`; needs C integer semantics). Default is false.
    pub signed_overflow: bool,
}

impl Default for Properties {
    fn default() -> Self {
        Properties {
            array_bounds: true,
            assertions: true,
            memory_leaks: true,
            pointers: true,
            division_by_zero: true,
            uninitialized: true,
            signed_overflow: false,
        }
    }
}

/// An SV-COMP property (`--property`), with SV-COMP's semantics: only the violations of
/// the property are the verdict's; undefined behaviour outside it (an index out of
/// bounds under `unreach-call`) leaves the verdict *unknown*, since SV-COMP gives such
/// programs no verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SvProperty {
    /// `G ! call(reach_error())`: `reach_error()` (or `__VERIFIER_error()`) is never
    /// called. Other assertions end their path when they fail, as C's `assert` aborts.
    UnreachCall,
    /// `valid-free`, `valid-deref`, `valid-memtrack`: frees and dereferences are valid,
    /// indices in bounds, and no allocated memory is lost.
    ValidMemsafety,
    /// `valid-memcleanup`: all allocated memory is freed when the program ends.
    ValidMemcleanup,
    /// `G ! overflow`: no signed integer overflow.
    NoOverflow,
}

impl SvProperty {
    /// The names SV-COMP gives the property (the `--property` argument).
    pub const NAMES: [(&'static str, SvProperty); 4] = [
        ("unreach-call", SvProperty::UnreachCall),
        ("valid-memsafety", SvProperty::ValidMemsafety),
        ("valid-memcleanup", SvProperty::ValidMemcleanup),
        ("no-overflow", SvProperty::NoOverflow),
    ];

    /// The property of a name of [`NAMES`](Self::NAMES).
    pub fn from_name(name: &str) -> Option<SvProperty> {
        Self::NAMES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, p)| *p)
    }

    /// The name of the property.
    pub fn name(self) -> &'static str {
        Self::NAMES
            .iter()
            .find(|(_, p)| *p == self)
            .map_or("", |(n, _)| n)
    }

    /// The properties tass checks for it: the property's own kinds, plus the
    /// undefined behaviours that are checked so that a program that has them gets no
    /// verdict (see [`covers`](Self::covers)).
    pub fn properties(self) -> Properties {
        Properties {
            array_bounds: true,
            assertions: self == SvProperty::UnreachCall,
            memory_leaks: matches!(
                self,
                SvProperty::ValidMemsafety | SvProperty::ValidMemcleanup
            ),
            pointers: true,
            division_by_zero: true,
            // SV-COMP programs read memory before writing it (as nondeterministic
            // values); that is not a property of any category.
            uninitialized: false,
            signed_overflow: self == SvProperty::NoOverflow,
        }
    }

    /// Whether a violation of `kind` is a violation of this property (and not undefined
    /// behaviour outside it).
    pub fn covers(self, kind: PropertyKind) -> bool {
        use PropertyKind as K;
        match self {
            SvProperty::UnreachCall => kind == K::Assertion,
            SvProperty::ValidMemsafety => {
                matches!(kind, K::ArrayBounds | K::Pointer | K::Free | K::MemoryLeak)
            }
            SvProperty::ValidMemcleanup => kind == K::MemoryLeak,
            SvProperty::NoOverflow => kind == K::Overflow,
        }
    }
}

/// Which deadlocks are violations (seed 001, 5.4; TASS's options (a), (b), (c)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Deadlock {
    /// A state where no process can go on unless the MPI library buffers a
    /// standard-mode send (the program deadlocks on an implementation that does not
    /// buffer), and every absolute deadlock. The default.
    #[default]
    Potential,
    /// Only states where no process can go on even with unlimited buffering: every
    /// standard-mode send completes at once by buffering.
    Absolute,
    /// No deadlock is a violation: a path where no process can go on just ends (the
    /// report says deadlock was not checked). Sends are buffered as with `Absolute`.
    None,
}

impl Deadlock {
    /// The mode named `name` (`potential`, `absolute`, `none`).
    pub fn from_name(name: &str) -> Option<Deadlock> {
        match name {
            "potential" => Some(Deadlock::Potential),
            "absolute" => Some(Deadlock::Absolute),
            "none" => Some(Deadlock::None),
            _ => None,
        }
    }
}

/// Limits and options of a verification run.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Config {
    /// Values fixed for inputs (`-inputN=10`), as integer or decimal text. Default is none.
    pub inputs: Vec<(String, String)>,
    /// Strings fixed for command-line arguments of the program, by position (`--arg
    /// 1=64`: the runs where `argv[1]` is `"64"`, so `argc` is at least 2). Default is
    /// none: every argument is any string of at most 15 characters.
    pub arguments: Vec<(usize, String)>,
    /// The properties checked. Default is all.
    pub properties: Properties,
    /// The most transitions on one path. Default is 1,000,000.
    pub max_depth: usize,
    /// The most states saved. Default is 1,000,000.
    pub max_states: usize,
    /// Wall-clock limit. Default is none.
    pub time_limit: Option<Duration>,
    /// Memory limit on the resident set, in bytes. Default is none.
    pub memory_limit: Option<u64>,
    /// How many times a loop whose condition depends on symbolic values may iterate on
    /// one path before the search gives up on it (verdict unknown). Default is 1000.
    pub loop_bound: usize,
    /// How many frames the call stack of a process may hold (`main` is the first); a
    /// call beyond it ends its path, and the verdict is unknown. Default is 1000.
    pub max_call_depth: usize,
    /// Number of processes of the (first) program (`-np`). Default is 1.
    pub procs: u32,
    /// Number of processes of the second program of a comparison (`-np2`). Default is 1.
    pub procs2: u32,
    /// How many distinct violations (kind and place) to find before the search stops.
    /// Default is 1.
    pub max_violations: usize,
    /// C integer semantics: unsigned arithmetic modulo 2^w, conversions wrap, inputs and
    /// nondeterministic values lie in the range of their C type. Default is false
    /// (mathematical integers, as in TASS).
    pub c_integers: bool,
    /// IEEE 754 rounding of concrete floating-point values (module `ieee`): literals and
    /// the results of operations on concrete operands are what the C program computes;
    /// symbolic values stay reals. Default is false (real arithmetic throughout, as in
    /// TASS; what `compare` decides).
    pub ieee_concrete: bool,
    /// IEEE 754 for symbolic values too (`--float=ieee`, the default under an SV-COMP
    /// property): symbolic floating-point values may be NaN or infinite and every
    /// operation rounds. Arithmetic, comparisons, conversions, `fabs`, `sqrt`, `fmin` and `fmax` on
    /// symbolic values are IEEE 754 functions that the solvers decide in their
    /// FloatingPoint theory (module `fpsym`); a *holds* whose search read another
    /// operation on a symbolic value (`sin`, ...) as real arithmetic is *unknown*
    /// (violations are confirmed as with `ieee_concrete`). Default is false.
    pub ieee_symbolic: bool,
    /// Loops with invariants are summarised by them (seed 000: every number of
    /// iterations) and joint invariants pair the loops of compared programs. False
    /// explores such loops iteration by iteration, checking the invariants at every visit
    /// of the head. Default is true; when a summary leaves only possible violations, the
    /// search runs again without summaries to look for a provable one.
    pub summaries: bool,
    /// Namespaces of pragmas of other tools (`omp`) that the user accepts to have
    /// verified as compiled without them: listed as ignored by request instead of making
    /// the verdict unknown.
    pub ignored_pragmas: Vec<String>,
    /// The techniques the search may use to decide loops (default: all, in the order of
    /// [`Technique::ALL`]); `--technique` selects them.
    pub techniques: Vec<Technique>,
    /// How many iterations a loop whose condition depends on a value with no bound
    /// within the search's reach may make on one path before the search gives up on it.
    /// `None` (the default): the loop is given up at its 10th iteration (or a later
    /// multiple of 50) when no value of its condition is shown to lie within a tenth of
    /// `loop_bound`. `Some(c)`: the loop is followed for `c` iterations and given up
    /// then, when its values are not shown to lie within `c` (iterative deepening sets
    /// it, doubling it from run to run). `loop_bound` caps every loop either way.
    pub unbounded_cut: Option<usize>,
    /// The time iterative deepening may take once every technique has left the verdict
    /// *unknown* at a loop with no bound: the search runs again with `unbounded_cut`
    /// doubled (from twice the first cut up to `loop_bound`) looking for a violation.
    /// `None` (the default): what is left of `time_limit`, or 10 seconds without one;
    /// `Some(d)`: at most `d` (and at most what is left of `time_limit`); a zero
    /// duration switches deepening off. Deepening never turns a verdict into *holds*.
    pub deepen: Option<Duration>,
    /// Which deadlocks of MPI programs are violations (seed 001, 5.4).
    pub deadlock: Deadlock,
    /// The state-saving heuristic of seed 001, 5.4: branching states that are not
    /// essentially nondeterministic are not saved for matching (default off: every
    /// branching state is saved, which lets matching forget dead values there).
    pub state_heuristic: bool,
    /// The SV-COMP property checked (`--property`), if any: [`properties`](Config::properties)
    /// then come from it, and C integer semantics are on.
    pub svcomp: Option<SvProperty>,
    /// The inductive step of induction on a parameter (set by the run itself, never by
    /// the user): two copies of the program run in one state, the first for `N - 1` with
    /// its properties assumed, the second for `N` with them checked.
    pub(crate) induction: Option<InductionSetup>,
    /// Without a time limit: how long after its start a run that can no longer end
    /// *holds* goes on looking for violations. Once it has passed, a search that gave up
    /// a path (a loop cut at a bound) or runs a loop of
    /// at least 1,024 iterations no technique summarised stops, and the search without
    /// summaries and iterative deepening get no more than what is left of it; a bounded
    /// search that can still end *holds* goes on, and so does induction after the first
    /// search (it may prove what that could not). `None` (the default
    /// of the engine; the command line's is 10 s): no such limit.
    pub give_up: Option<Duration>,
    /// When [`give_up`](Config::give_up) passes (set by the run itself).
    pub(crate) give_up_at: Option<std::time::Instant>,
}

impl Config {
    /// Whether the search may use `t` (selected, and summaries not switched off for a
    /// run that explores loops iteration by iteration).
    pub fn uses(&self, t: Technique) -> bool {
        self.summaries && self.techniques.contains(&t)
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            inputs: Vec::new(),
            arguments: Vec::new(),
            properties: Properties::default(),
            max_depth: 1_000_000,
            max_states: 1_000_000,
            time_limit: None,
            memory_limit: None,
            loop_bound: 1000,
            max_call_depth: 1000,
            procs: 1,
            procs2: 1,
            max_violations: 1,
            c_integers: false,
            ieee_concrete: false,
            ieee_symbolic: false,
            summaries: true,
            ignored_pragmas: Vec::new(),
            techniques: Technique::ALL.to_vec(),
            unbounded_cut: None,
            deepen: None,
            deadlock: Deadlock::Potential,
            state_heuristic: false,
            svcomp: None,
            induction: None,
            give_up: None,
            give_up_at: None,
        }
    }
}

/// The error type of the engine: why a verification run could not start. The
/// configuration does not fit the program (an unknown input name, a value that is not a
/// number or violates its input's condition, an input condition that cannot be
/// evaluated, a number of processes for a program without MPI). What the search finds
/// is never an error: it is in the [`Report`](crate::Report).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Error {
    /// What is wrong, in one sentence without a final period.
    pub message: String,
    /// The place in the program it concerns, if any (an input's condition, say).
    pub span: Option<tass_syntax::Span>,
}

/// The results of the engine's fallible entry points.
pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// An error about the configuration as a whole.
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            span: None,
        }
    }

    /// An error at a place in the program.
    pub fn at(span: tass_syntax::Span, message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            span: Some(span),
        }
    }
}

impl From<tass_symbolic::Error> for Error {
    fn from(e: tass_symbolic::Error) -> Error {
        Error::new(e.to_string())
    }
}

/// A flag the caller sets to interrupt the search (Ctrl-C); the search then stops with
/// [`crate::StopReason::Interrupted`] and reports what it found so far.
pub type Interrupt = std::sync::Arc<std::sync::atomic::AtomicBool>;

/// What the run sets up for an inductive step: the parameter (the place of the
/// statement that makes its nondeterministic value) and the largest size the base case
/// covered (the hypothesis's parameter is at least that).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct InductionSetup {
    pub(crate) param: Parameter,
    pub(crate) base: i64,
    /// The inductive step (two copies of the program); otherwise the base case (one
    /// copy, the parameter at most `base`).
    pub(crate) step: bool,
    /// The properties the induction adds to the program (seed 002's strengthening ξ):
    /// proved in the base case and by the larger run of the step, assumed by the
    /// hypothesis.
    pub(crate) lemmas: Vec<crate::lemma::Lemma>,
}

/// The size parameter N of an induction: the value a statement makes (a
/// `__VERIFIER_nondet_*` call or `havoc`), or an input of the program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Parameter {
    /// The value made at this location of this function (run at most once).
    Site(tass_model::FunctionId, tass_model::LocId),
    /// The input with this name.
    Input(String),
}

impl InductionSetup {
    /// Whether the input `name` is the parameter.
    pub(crate) fn is_input(s: &Option<InductionSetup>, name: &str) -> bool {
        s.as_ref()
            .is_some_and(|s| matches!(&s.param, Parameter::Input(n) if n == name))
    }

    /// Whether this is the inductive step.
    pub(crate) fn is_step(s: &Option<InductionSetup>) -> bool {
        s.as_ref().is_some_and(|s| s.step)
    }
}
