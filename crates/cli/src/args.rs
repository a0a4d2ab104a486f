//! Command-line arguments, in the spelling of TASS and CIVL (`-inputN=10`, `-np=4`,
//! `-np2=4`, `-spec`, `-impl`) as well as GNU style (`--input N=10`).
//!
//! The TASS spellings are rewritten to GNU style before `clap` parses them.

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::time::Duration;

/// The most seconds `--time-limit` and `--solver-timeout` accept (about 31 years).
pub const MAX_SECONDS: f64 = 1e9;
/// The most processes `-np` and `-np2` accept.
pub const MAX_PROCESSES: u32 = 1_000_000;
/// The most MiB `--memory-limit` accepts (1 PiB).
pub const MAX_MEBIBYTES: u64 = 1 << 30;

/// A duration in seconds: a positive finite decimal number, at most [`MAX_SECONDS`].
pub fn seconds(s: &str) -> Result<Duration, String> {
    let bad = || {
        format!("`{s}` is not a number of seconds: write a positive number such as 60 or 0.5 (at most {MAX_SECONDS:e})")
    };
    let x: f64 = s.trim().parse().map_err(|_| bad())?;
    if !(x.is_finite() && x > 0.0 && x <= MAX_SECONDS) {
        return Err(bad());
    }
    Ok(Duration::from_secs_f64(x))
}

/// A duration in seconds that may be zero (an option switched off): a non-negative
/// finite decimal number, at most [`MAX_SECONDS`].
pub fn seconds_or_zero(s: &str) -> Result<Duration, String> {
    match s.trim().parse::<f64>() {
        Ok(0.0) => Ok(Duration::ZERO),
        _ => seconds(s).map_err(|_| {
            format!("`{s}` is not a number of seconds: write 0 (off) or a positive number such as 10 or 0.5 (at most {MAX_SECONDS:e})")
        }),
    }
}

/// A count: a whole number from 1 to 2^63 - 1.
pub fn count(s: &str) -> Result<usize, String> {
    match s.trim().parse::<u64>() {
        Ok(n) if n >= 1 && n <= i64::MAX as u64 => usize::try_from(n).map_err(|e| e.to_string()),
        _ => Err(format!(
            "`{s}` is not a count: write a whole number of at least 1, such as 1000"
        )),
    }
}

/// A number of processes: a whole number from 1 to [`MAX_PROCESSES`].
pub fn processes(s: &str) -> Result<u32, String> {
    match s.trim().parse::<u32>() {
        Ok(n) if (1..=MAX_PROCESSES).contains(&n) => Ok(n),
        _ => Err(format!(
            "`{s}` is not a number of processes: write a whole number from 1 to {MAX_PROCESSES}"
        )),
    }
}

/// A memory size in MiB: a whole number from 1 to [`MAX_MEBIBYTES`].
pub fn mebibytes(s: &str) -> Result<u64, String> {
    match s.trim().parse::<u64>() {
        Ok(n) if (1..=MAX_MEBIBYTES).contains(&n) => Ok(n),
        _ => Err(format!(
            "`{s}` is not a size in MiB: write a whole number from 1 to {MAX_MEBIBYTES}, such as 4096"
        )),
    }
}

// The options whose values are names: one `clap::ValueEnum` per option (the names it
// accepts are the enum's), mapped in one place to the type of the crate that uses it.

/// `--prover`: which solvers answer the search's queries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Prover {
    /// Z3 alone.
    #[value(name = "z3")]
    Z3,
    /// cvc5 alone.
    #[value(name = "cvc5")]
    Cvc5,
    /// Both solvers found, the first definite answer (the default).
    #[value(name = "portfolio")]
    Portfolio,
    /// Both solvers, which must agree.
    #[value(name = "crosscheck")]
    Crosscheck,
    /// No solver: the simplifier alone.
    #[value(name = "none")]
    None,
}

impl Prover {
    /// The solvers' back end of `tass-prove`; `None` for the simplifier alone.
    pub fn backend(self) -> Option<tass_prove::Backend> {
        match self {
            Prover::Z3 => Some(tass_prove::Backend::Z3),
            Prover::Cvc5 => Some(tass_prove::Backend::Cvc5),
            Prover::Portfolio => Some(tass_prove::Backend::Portfolio),
            Prover::Crosscheck => Some(tass_prove::Backend::CrossCheck),
            Prover::None => None,
        }
    }
}

/// The name of a value of an option, as the command line spells it.
pub fn value_name<T: ValueEnum>(v: &T) -> String {
    v.to_possible_value()
        .map(|p| p.get_name().to_string())
        .unwrap_or_default()
}

/// The names of every value of an option, joined by `, `.
fn value_names<T: ValueEnum>() -> String {
    T::value_variants()
        .iter()
        .map(value_name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// `--deadlock` of `verify` and `compare`: which deadlocks of MPI programs are
/// violations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DeadlockMode {
    /// Potential deadlocks (a send the library must buffer) and absolute ones.
    Potential,
    /// Only absolute deadlocks (sends buffered).
    Absolute,
    /// No deadlock is checked.
    None,
}

impl DeadlockMode {
    /// The mode of `tass-explore`.
    pub fn mode(self) -> tass_explore::Deadlock {
        match self {
            DeadlockMode::Potential => tass_explore::Deadlock::Potential,
            DeadlockMode::Absolute => tass_explore::Deadlock::Absolute,
            DeadlockMode::None => tass_explore::Deadlock::None,
        }
    }
}

/// `--deadlock` of `ipp`: whether deadlock freedom is proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum IppDeadlock {
    /// The obligation `ipp_inv ==> ipp_EN` is proved (the default).
    Check,
    /// Not checked: the verdict is about partial correctness.
    None,
}

/// `--no-check`: a property switched off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum NoCheck {
    /// Array indices in bounds.
    Bounds,
    /// Assertions.
    Assertions,
    /// Memory leaks at termination.
    Leaks,
    /// Valid pointers dereferenced.
    Pointers,
    /// Division or modulus by zero.
    Division,
    /// Variables read before they are given a value.
    Uninitialized,
}

impl NoCheck {
    /// Switches the property off in `p`.
    pub fn switch_off(self, p: &mut tass_explore::Properties) {
        match self {
            NoCheck::Bounds => p.array_bounds = false,
            NoCheck::Assertions => p.assertions = false,
            NoCheck::Leaks => p.memory_leaks = false,
            NoCheck::Pointers => p.pointers = false,
            NoCheck::Division => p.division_by_zero = false,
            NoCheck::Uninitialized => p.uninitialized = false,
        }
    }
}

/// A name of `--technique`: a technique, or `none` (no technique).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TechniqueName {
    /// Loop invariants given by the user.
    Invariant,
    /// Joint invariants of two compared programs.
    Joint,
    /// Loops without dependences as quantified updates.
    Parallel,
    /// Induction on the size parameter with difference invariants.
    Induction,
    /// No technique.
    None,
}

impl TechniqueName {
    /// The technique of `tass-explore`; `None` for `none`.
    pub fn technique(self) -> Option<tass_explore::Technique> {
        match self {
            TechniqueName::Invariant => Some(tass_explore::Technique::Invariant),
            TechniqueName::Joint => Some(tass_explore::Technique::Joint),
            TechniqueName::Parallel => Some(tass_explore::Technique::Parallel),
            TechniqueName::Induction => Some(tass_explore::Technique::Induction),
            TechniqueName::None => None,
        }
    }
}

/// A name of `--technique` (the list is split at commas by clap), with tass's message
/// for a name that is none.
fn technique_name(s: &str) -> Result<TechniqueName, String> {
    TechniqueName::from_str(s, false).map_err(|_| {
        let all: Vec<String> = TechniqueName::value_variants()
            .iter()
            .filter(|t| t.technique().is_some())
            .map(value_name)
            .collect();
        format!(
            "unknown technique `{s}` for --technique; use {} or none",
            all.join(", ")
        )
    })
}

/// An SV-COMP property `--property` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SvName {
    /// No call of `reach_error()` is reachable.
    UnreachCall,
    /// valid-deref, valid-free and valid-memtrack.
    ValidMemsafety,
    /// All memory freed at the end.
    ValidMemcleanup,
    /// No signed integer overflow.
    NoOverflow,
}

impl SvName {
    /// The property of `tass-explore`.
    pub fn property(self) -> tass_explore::SvProperty {
        match self {
            SvName::UnreachCall => tass_explore::SvProperty::UnreachCall,
            SvName::ValidMemsafety => tass_explore::SvProperty::ValidMemsafety,
            SvName::ValidMemcleanup => tass_explore::SvProperty::ValidMemcleanup,
            SvName::NoOverflow => tass_explore::SvProperty::NoOverflow,
        }
    }

    /// Every name, joined by `, ` (for messages).
    pub fn names() -> String {
        value_names::<SvName>()
    }
}

/// `--property`: a property by name, or an SV-COMP property file (read when the run
/// starts).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PropertyArg {
    /// A property by name (`unreach-call`).
    Named(SvName),
    /// A property file (`unreach-call.prp`).
    File(PathBuf),
}

impl std::fmt::Display for PropertyArg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PropertyArg::Named(n) => f.write_str(&value_name(n)),
            PropertyArg::File(p) => write!(f, "{}", p.display()),
        }
    }
}

/// The value of `--property`: a name of [`SvName`] or a file whose name ends in `.prp`.
fn property_arg(s: &str) -> Result<PropertyArg, String> {
    if let Ok(n) = SvName::from_str(s, false) {
        return Ok(PropertyArg::Named(n));
    }
    if !s.ends_with(".prp") {
        return Err(format!(
            "unknown property; use one of {} or a property file (.prp)",
            SvName::names()
        ));
    }
    Ok(PropertyArg::File(PathBuf::from(s)))
}

/// `--float`: how floating point is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FloatMode {
    /// Symbolic values are real numbers.
    Real,
    /// IEEE 754 throughout.
    Ieee,
}

/// `--data-model`: the C data model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DataModelName {
    /// x86_64 Linux: `long` and pointers of 64 bits (the default).
    #[value(name = "LP64", alias = "lp64")]
    Lp64,
    /// i386 Linux (`gcc -m32`): `int`, `long` and pointers of 32 bits.
    #[value(name = "ILP32", alias = "ilp32")]
    Ilp32,
}

impl DataModelName {
    /// The data model of `tass-model`.
    pub fn model(self) -> tass_model::DataModel {
        match self {
            DataModelName::Lp64 => tass_model::DataModel::Lp64,
            DataModelName::Ilp32 => tass_model::DataModel::Ilp32,
        }
    }
}

/// tass: verification of scientific C and C/MPI programs.
#[derive(Parser, Debug)]
#[command(name = "tass", version, about, long_about = None, after_help = EXIT_HELP)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The exit statuses, shown by every `--help`.
const EXIT_HELP: &str = "Exit status: 0 every property holds, 1 a violation was found, 2 usage or input error, 3 unknown (a bound or limit was hit, the prover gave up, or a construct is not supported).

Options in TASS and CIVL spelling are accepted too: -inputN=10, -np=4, -np2=4, -input_mpi_nprocs=4, -errorBound=N, -deadlock=MODE, -userIncludePath=DIR, -timeout=S; Frama-C's -cpp-extra-args=\"-DN=10 -Idir\".";

const VERIFY_HELP: &str = "Examples:
  tass verify prog.c                           every property, for all inputs (unbounded where a technique proves it)
  tass verify -inputN=10 prog.c                with the input N fixed to 10 (or bounded: #pragma TASS input {N <= 10})
  tass verify -np=4 ring.c                     an MPI program with 4 processes
  tass verify --property unreach-call --svcomp prog.c   SV-COMP's unreach-call, with its verdict line
  tass verify --arg 1=100 stencil.c            argv[1] is \"100\" (sizes read with atoi)

Exit status: 0 every property holds, 1 a violation was found, 2 usage or input error, 3 unknown.";

const COMPARE_HELP: &str = "Examples:
  tass compare -inputB=8 spec.c impl.c         same outputs for every input with B = 8
  tass compare -np2=4 -inputB=20 seq.c mpi.c   a sequential specification against an MPI implementation on 4 processes
  tass compare -spec a.c b.c -impl c.c         several files per program

Exit status: 0 equivalent (and every property holds), 1 a difference or another violation, 2 usage or input error, 3 unknown.";

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Check the program(s): preprocess, parse and lower; report errors.
    #[command(
        after_help = "Example: tass parse prog.c\n\nExit status: 0 the program is read, 2 it has errors (file:line:column)."
    )]
    Parse(Common),
    /// Print the model of the program in a readable text form.
    #[command(
        after_help = "Example: tass show prog.c\n\nExit status: 0 the model is printed, 2 the program has errors."
    )]
    Show(Common),
    /// Verify the program: every property holds, or a violation with a trace, or unknown.
    #[command(after_help = VERIFY_HELP)]
    Verify(VerifyArgs),
    /// Compare two programs: same outputs for every input (real arithmetic).
    #[command(after_help = COMPARE_HELP)]
    Compare(CompareArgs),
    /// Prove an annotated MPI program for every number of processes: generate its
    /// invariant-preserving projection and run Frama-C/WP on it.
    #[command(after_help = IPP_HELP)]
    Ipp(IppArgs),
}

const IPP_HELP: &str = "Examples:
  tass ipp exchanger_annot.c                   project, prove with Frama-C/WP, report
  tass ipp exchanger_annot.c -o proj.c         also keep the projection in proj.c
  tass ipp exchanger_annot.c --no-prove        print the projection, do not prove
  tass ipp exchanger_annot.c --cross-check=0   prove only, no tass verify -np=1..3

The program declares its channels and global invariant in `/*@ ipp channel ...; */` and
`/*@ ipp invariant ...; */` annotations (README.md, \"tass ipp\").

Exit status: 0 every obligation is proved (the program is correct for every number of
processes, under the stated assumptions) and the cross-check agrees, 1 the cross-check's
search found a real violation (a counterexample at -np=K) where the proof failed, 2 input
error, 3 unknown (an obligation is not proved, a construct is not supported yet,
Frama-C is missing, or the cross-check disagrees with the proof: a bug in tass).";

/// Arguments of `tass ipp`.
#[derive(Args, Debug, Clone)]
pub struct IppArgs {
    /// The annotated C/MPI program.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Write the projection to this file (default: a temporary file, removed after the
    /// proof; with --no-prove, standard output).
    #[arg(short = 'o', long = "output", value_name = "OUT.c")]
    pub output: Option<PathBuf>,
    /// Only generate the projection.
    #[arg(long = "no-prove")]
    pub no_prove: bool,
    /// Time limit per prover per obligation, in seconds (Frama-C's -wp-timeout).
    /// Default: 10.
    #[arg(long = "timeout", visible_alias = "time-limit", value_name = "S", value_parser = clap::value_parser!(u32).range(1..=3600))]
    pub timeout: Option<u32>,
    /// Deadlock freedom: `check` (default: the obligation `ipp_inv ==> ipp_EN`, by the
    /// program's `ipp deadlock proof` or a lemma) or `none` (not checked: the verdict is
    /// then about partial correctness, and the report says so).
    #[arg(long = "deadlock", value_name = "MODE", default_value = "check")]
    pub deadlock: IppDeadlock,
    /// Cross-check: after the proof, run the search of `tass verify -np=K
    /// --deadlock=absolute` on the same program for K = 1..N (without the annotations
    /// that belong to the projection alone); a violation the proof missed is a
    /// disagreement (verdict unknown), a violation found where the proof failed is a real
    /// counterexample (exit 1). 0 turns it off. Default: 3.
    #[arg(long = "cross-check", value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u32).range(0..=16))]
    pub cross_check: u32,
    /// Reuse Frama-C/WP's prover results kept in this folder (WP's cache, created if
    /// missing): an obligation whose prover task is identical to one run before takes the
    /// result recorded then; new results are added. The report says how many were reused.
    #[arg(long = "wp-cache", value_name = "DIR")]
    pub wp_cache: Option<PathBuf>,
    /// Time limit of each search of the cross-check, in seconds. Default: 60.
    #[arg(long = "cross-check-time", value_name = "S", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=86400))]
    pub cross_check_time: u64,
}

/// Options of the search (`verify` and `compare`).
#[derive(Args, Debug, Clone)]
pub struct SearchOpts {
    /// The prover: z3, cvc5, portfolio (both, first definite answer), crosscheck (both must
    /// agree), or none (the simplifier alone). Default: the portfolio of the solvers found.
    #[arg(long = "prover", value_name = "BACKEND")]
    pub prover: Option<Prover>,
    /// Timeout of each solver query, in seconds (a positive number). Default: 10.
    #[arg(
        long = "solver-timeout",
        value_name = "SECONDS",
        value_parser = seconds,
        allow_hyphen_values = true
    )]
    pub solver_timeout: Option<Duration>,
    /// The most transitions on one path.
    #[arg(long = "max-depth", value_name = "N", default_value_t = 1_000_000, value_parser = count, allow_hyphen_values = true)]
    pub max_depth: usize,
    /// The most states saved.
    #[arg(long = "max-states", value_name = "N", default_value_t = 1_000_000, value_parser = count, allow_hyphen_values = true)]
    pub max_states: usize,
    /// Wall-clock limit of the search in seconds (a positive number); solver queries
    /// end with it.
    #[arg(long = "time-limit", value_name = "SECONDS", value_parser = seconds, allow_hyphen_values = true)]
    pub time_limit: Option<Duration>,
    /// Memory limit in MiB (the resident set, checked as the search goes).
    #[arg(long = "memory-limit", value_name = "MIB", value_parser = mebibytes, allow_hyphen_values = true)]
    pub memory_limit: Option<u64>,
    /// How many times a loop with a symbolic condition may iterate on one path.
    #[arg(long = "loop-bound", value_name = "N", default_value_t = 1000, value_parser = count, allow_hyphen_values = true)]
    pub loop_bound: usize,
    /// Seconds of iterative deepening (0 switches it off): when the verdict would be
    /// unknown because a loop depends on a value with no bound, search again for a
    /// violation with such loops followed for 2, 4, 8... times a tenth of --loop-bound
    /// iterations (200, 400, 800... by default), up to --loop-bound; never says holds.
    /// Default: what is left of --time-limit, or 10 without one.
    #[arg(long = "deepen", value_name = "SECONDS", value_parser = seconds_or_zero, allow_hyphen_values = true)]
    pub deepen: Option<Duration>,
    /// Without --time-limit: seconds from the start after which a run that can no longer
    /// end *holds* (a loop cut at a bound, or a loop of at
    /// least 1,024 iterations no technique summarised) stops looking for violations, and
    /// the end *unknown* comes (0: never). Iterative deepening and the search without
    /// summaries get what is left of it; a bounded search that can still end *holds* is
    /// not limited, nor is induction (which may still prove it). Default: 10.
    #[arg(long = "give-up", value_name = "SECONDS", value_parser = seconds_or_zero, allow_hyphen_values = true)]
    pub give_up: Option<Duration>,
    /// How many frames the call stack of a process may hold (main is the first); a deeper
    /// call makes the verdict unknown.
    #[arg(long = "max-call-depth", value_name = "N", default_value_t = 1000, value_parser = count, allow_hyphen_values = true)]
    pub max_call_depth: usize,
    /// Which deadlocks of MPI programs are violations: potential (default: a state where
    /// no process can go on unless the MPI library buffers a standard-mode send, and
    /// every absolute deadlock), absolute (only states where no process can go on even
    /// with unlimited buffering; sends are buffered, which reduces the search), or none
    /// (deadlock is not checked; the report says so).
    #[arg(long = "deadlock", value_name = "MODE", default_value = "potential")]
    pub deadlock: DeadlockMode,
    /// Do not save the branching states that are not essentially nondeterministic (an
    /// `if` of one process; seed 001, 5.4): less memory, but states that differ only in
    /// dead values are then not matched there (off by default).
    #[arg(long = "state-heuristic")]
    pub state_heuristic: bool,
    /// Switch properties off: any of bounds, assertions, leaks, pointers, division,
    /// uninitialized.
    #[arg(long = "no-check", value_name = "PROPERTY")]
    pub no_check: Vec<NoCheck>,
    /// Verify the program as compiled without the pragmas of this tool (`omp`, `acc`):
    /// the report lists them as ignored by request; without it they make the verdict
    /// unknown.
    #[arg(long = "ignore-pragma", value_name = "NAMESPACE")]
    pub ignore_pragma: Vec<String>,
    /// The techniques that may decide loops the bounded search cannot finish, tried in
    /// this order: invariant (loop invariants, seed 000), joint (joint invariants in
    /// compare), parallel (loops without dependences as quantified updates, seed 004),
    /// induction (induction on the size parameter with difference invariants, seed 002),
    /// or none. Default: all. The report says which decided each loop.
    #[arg(long = "technique", value_name = "LIST", value_delimiter = ',', value_parser = technique_name)]
    pub technique: Vec<TechniqueName>,
    /// Write the whole report as JSON on standard output.
    #[arg(long = "json")]
    pub json: bool,
    /// Show what a proof by induction on the size parameter was made of: the parameter,
    /// the base case, and for each paired loop its peel, the difference invariants D and
    /// the candidates dropped on the way (the JSON report always has them).
    #[arg(long = "show-induction")]
    pub show_induction: bool,
    /// Show every step of a counterexample's trace, with the set-up steps of tass's
    /// bundled headers (`mpi.h`, ...) that are left out by default.
    #[arg(long = "full-trace")]
    pub full_trace: bool,
    /// C integer semantics: unsigned arithmetic wraps modulo 2^w, conversions wrap, inputs
    /// lie in the range of their C type (default: mathematical integers, as in TASS).
    #[arg(long = "c-integers")]
    pub c_integers: bool,
    /// Check an SV-COMP property, with SV-COMP's semantics: unreach-call (only calls of
    /// `reach_error()`/`__VERIFIER_error()` are violations; other failing assertions abort),
    /// valid-memsafety (valid-deref, valid-free, valid-memtrack), valid-memcleanup or
    /// no-overflow (signed overflow); or a property file (`unreach-call.prp`). C integer
    /// semantics are on (nondeterministic values in the range of their type); undefined
    /// behaviour outside the property makes the verdict unknown.
    #[arg(long = "property", value_name = "PROPERTY|FILE.prp", value_parser = property_arg)]
    pub property: Option<PropertyArg>,
    /// How floating point is read. `real`: symbolic floating-point values are real
    /// numbers (no rounding, no NaN or infinity), concrete operations are rounded as IEEE
    /// 754; counterexamples are confirmed only when C's rounding does not change them
    /// (the default of `verify`; `compare` always reads real numbers). `ieee`: IEEE 754
    /// throughout: arithmetic, comparisons, conversions, fabs, sqrt, fmin and fmax on symbolic values
    /// are decided by the solvers' floating-point theory (rounding, NaN, infinities); a
    /// verdict that would rest on reading another operation on symbolic values (sin, ...)
    /// as real arithmetic is unknown (the default under --property).
    #[arg(long = "float", value_name = "real|ieee")]
    pub float: Option<FloatMode>,
    /// With --property: end the output with SV-COMP's verdict line (`TRUE`,
    /// `FALSE(unreach-call)`, `FALSE(valid-deref)`, ..., `UNKNOWN`).
    #[arg(long = "svcomp")]
    pub svcomp: bool,
    /// The C data model: LP64 (x86_64 Linux, the default: `long` and pointers of 64 bits)
    /// or ILP32 (i386 Linux, `gcc -m32`: `int`, `long` and pointers of 32 bits; defines
    /// `__ILP32__` and `__i386__`).
    #[arg(long = "data-model", value_name = "MODEL")]
    pub data_model: Option<DataModelName>,
    /// How many distinct violations to find before stopping (CIVL: `-errorBound=N`).
    #[arg(long = "errors", value_name = "N", default_value_t = 1, value_parser = count, allow_hyphen_values = true)]
    pub errors: usize,
    /// After a violation with concrete inputs, run the search again with those inputs
    /// fixed and say whether the violation is reproduced.
    #[arg(long = "replay")]
    pub replay: bool,
    /// Write every solver session to files in this folder (for offline reproduction).
    #[arg(long = "replay-dir", value_name = "DIR")]
    pub replay_dir: Option<std::path::PathBuf>,
}

/// Options of `tass verify`.
#[derive(Args, Debug, Clone)]
pub struct VerifyArgs {
    /// Files and front-end options.
    #[command(flatten)]
    pub common: Common,
    /// Search options.
    #[command(flatten)]
    pub search: SearchOpts,
    /// Verify large constant macros (`#define SIZE 100000`) only as written. Default:
    /// the program is first verified with each such macro an input `1 <= SIZE` (for
    /// every value, so for the one written), and as written when that does not hold.
    #[arg(long = "keep-constants")]
    pub keep_constants: bool,
}

/// Options of `tass compare`.
#[derive(Args, Debug, Clone)]
pub struct CompareArgs {
    /// The specification's files (CIVL spelling `-spec FILE...`).
    #[arg(long = "spec", value_name = "FILE", num_args = 1..)]
    pub spec: Vec<PathBuf>,
    /// The implementation's files (CIVL spelling `-impl FILE...`).
    #[arg(long = "impl", value_name = "FILE", num_args = 1..)]
    pub implementation: Vec<PathBuf>,
    /// Number of processes of the second program (`-np2=4`).
    #[arg(long = "np2", value_name = "N", value_parser = processes, allow_hyphen_values = true)]
    pub np2: Option<u32>,
    /// Front-end options.
    #[command(flatten)]
    pub front: FrontArgs,
    /// SPEC IMPL (when `--spec`/`--impl` are not given).
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,
    /// Search options.
    #[command(flatten)]
    pub search: SearchOpts,
}

/// Front-end and input options, shared by every subcommand.
#[derive(Args, Debug, Clone)]
pub struct FrontArgs {
    /// Add a folder to the include search path.
    #[arg(short = 'I', value_name = "DIR")]
    pub include: Vec<PathBuf>,
    /// Define a macro: `-D NAME` or `-D NAME=VALUE`.
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    pub define: Vec<String>,
    /// Fix an input: `--input N=10` (TASS spelling: `-inputN=10`).
    #[arg(long = "input", value_name = "NAME=VALUE")]
    pub input: Vec<String>,
    /// Fix a command-line argument of the program: `--arg 1=64` verifies the runs where
    /// argv[1] is the string "64" (and so argc is at least 2); repeat for several.
    /// Arguments not fixed are any strings of up to 15 characters.
    #[arg(long = "arg", value_name = "K=TEXT")]
    pub arg: Vec<String>,
    /// Read the program as CIVL-C from the start (defines `_CIVL`), as CIVL does; without
    /// it, including a CIVL header or a `.cvl` file turns the dialect on.
    #[arg(long = "civl")]
    pub civl: bool,
    /// Number of processes of the (first) program (`-np=4`).
    #[arg(long = "np", value_name = "N", value_parser = processes, allow_hyphen_values = true)]
    pub np: Option<u32>,
}

/// The options of `parse`, `show` and `verify`: front-end options and the files.
#[derive(Args, Debug, Clone)]
pub struct Common {
    /// Front-end options.
    #[command(flatten)]
    pub front: FrontArgs,
    /// The C files of the program.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

impl SearchOpts {
    /// The timeout of each solver query (`--solver-timeout`, 10 s by default).
    pub fn solver_timeout(&self) -> Duration {
        self.solver_timeout.unwrap_or(Duration::from_secs(10))
    }

    /// An option given that has no effect with the chosen prover, if any.
    pub fn needless_with_prover(&self) -> Option<&'static str> {
        if self.prover != Some(Prover::None) {
            return None;
        }
        if self.solver_timeout.is_some() {
            return Some("--solver-timeout");
        }
        if self.replay_dir.is_some() {
            return Some("--replay-dir");
        }
        None
    }
}

impl FrontArgs {
    /// The first `-I` folder that does not exist, if any.
    pub fn missing_include(&self) -> Option<&PathBuf> {
        self.include.iter().find(|d| !d.is_dir())
    }

    /// The `-D` definitions as (name, value).
    pub fn defines(&self) -> Vec<(String, Option<String>)> {
        self.define
            .iter()
            .map(|d| match d.split_once('=') {
                Some((n, v)) => (n.to_string(), Some(v.to_string())),
                None => (d.clone(), None),
            })
            .collect()
    }

    /// The `-input` values as (name, value), or the first malformed one.
    pub fn inputs(&self) -> Result<Vec<(String, String)>, String> {
        self.input
            .iter()
            .map(|s| match s.split_once('=') {
                Some((n, v)) if !n.is_empty() && !v.is_empty() => {
                    Ok((n.to_string(), v.to_string()))
                }
                _ => Err(s.clone()),
            })
            .collect()
    }

    /// The `--arg` values as (position, text), or the first malformed one.
    pub fn arguments(&self) -> Result<Vec<(usize, String)>, String> {
        self.arg
            .iter()
            .map(|s| match s.split_once('=') {
                Some((k, v)) => k
                    .parse::<usize>()
                    .map(|k| (k, v.to_string()))
                    .map_err(|_| s.clone()),
                None => Err(s.clone()),
            })
            .collect()
    }
}

/// Rewrites TASS/CIVL spellings to GNU style: `-inputN=10` to `--input=N=10`, `-np=4`
/// to `--np=4`, `-np2=4` to `--np2=4`, `-spec` to `--spec`, `-impl` to `--impl`.
pub fn normalize(args: impl IntoIterator<Item = String>) -> Vec<String> {
    args.into_iter()
        .flat_map(|a| {
            // CIVL: the number of MPI processes as an input of its own.
            if let Some(rest) = a.strip_prefix("-input_mpi_nprocs") {
                if rest.starts_with('=') {
                    return vec![format!("--np{rest}")];
                }
            }
            // CIVL: a range of process counts (one run per count here).
            if a.starts_with("-input_mpi_nprocs_lo") || a.starts_with("-input_mpi_nprocs_hi") {
                return vec![format!("--civl-nprocs-range-unsupported={a}")];
            }
            // CIVL: include paths and the time limit.
            for (w, to) in [
                ("-userIncludePath=", "-I"),
                ("-sysIncludePath=", "-I"),
                ("-timeout=", "--time-limit="),
            ] {
                if let Some(rest) = a.strip_prefix(w) {
                    return if to == "-I" {
                        rest.split(':')
                            .flat_map(|d| ["-I".to_string(), d.to_string()])
                            .collect()
                    } else {
                        vec![format!("{to}{rest}")]
                    };
                }
            }
            // Frama-C: preprocessor options in one argument (`-D`, `-U`, `-I` only).
            if let Some(rest) = a.strip_prefix("-cpp-extra-args=") {
                return cpp_extra_args(rest);
            }
            vec![normalize_one(a)]
        })
        .collect()
}

/// [`normalize`] on the arguments as the system gives them: an argument that is not
/// UTF-8 (a file name in Latin-1, say) is passed on as it is, so that a file name works
/// whatever its bytes and an option value that must be text gets clap's usage error.
pub fn normalize_os(args: impl IntoIterator<Item = std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    args.into_iter()
        .flat_map(|a| match a.into_string() {
            Ok(text) => normalize([text]).into_iter().map(Into::into).collect(),
            Err(raw) => vec![raw],
        })
        .collect()
}

/// Frama-C's `-cpp-extra-args="-DN=10 -Iinc"`: its `-D` and `-I` options as tass's;
/// any other word is passed on as it is, so that the parser rejects it by name.
fn cpp_extra_args(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut words = text.split_whitespace().map(|w| w.trim_matches('"'));
    while let Some(w) = words.next() {
        match ["-D", "-I"].iter().find(|f| w.starts_with(*f)) {
            Some(flag) => {
                let v = &w[flag.len()..];
                out.push(flag.to_string());
                out.push(if v.is_empty() {
                    words.next().unwrap_or("").to_string()
                } else {
                    v.to_string()
                });
            }
            None => out.push(w.to_string()),
        }
    }
    out
}

/// One argument in TASS or CIVL spelling, as tass's own.
fn normalize_one(a: String) -> String {
    {
        {
            if let Some(rest) = a.strip_prefix("-input") {
                if !rest.is_empty() && !a.starts_with("--") {
                    return format!("--input={rest}");
                }
            }
            if let Some(rest) = a.strip_prefix("-errorBound") {
                return format!("--errors{rest}");
            }
            for w in ["np2", "np", "spec", "impl", "prover", "deadlock"] {
                if let Some(rest) = a.strip_prefix(&format!("-{w}")) {
                    if rest.is_empty() || rest.starts_with('=') {
                        return format!("--{w}{rest}");
                    }
                }
            }
            a
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civl_and_frama_c_spellings_are_normalised() {
        let v = normalize(
            [
                "tass",
                "verify",
                "-input_mpi_nprocs=3",
                "-deadlock=absolute",
                "-userIncludePath=a:b",
                "-timeout=20",
                "-cpp-extra-args=-DN=10 -I inc -O2",
                "x.c",
            ]
            .map(String::from),
        );
        assert_eq!(
            v,
            [
                "tass",
                "verify",
                "--np=3",
                "--deadlock=absolute",
                "-I",
                "a",
                "-I",
                "b",
                "--time-limit=20",
                "-D",
                "N=10",
                "-I",
                "inc",
                "-O2",
                "x.c"
            ]
        );
    }

    #[test]
    fn tass_spellings_are_normalised() {
        let v = normalize(
            [
                "tass",
                "verify",
                "-inputB=6",
                "-np=4",
                "-np2=3",
                "x.c",
                "--input",
                "N=2",
            ]
            .map(String::from),
        );
        assert_eq!(
            v,
            [
                "tass",
                "verify",
                "--input=B=6",
                "--np=4",
                "--np2=3",
                "x.c",
                "--input",
                "N=2"
            ]
        );
    }
}
