//! The in-process test harness of the engine: C source text through the front end
//! (`tass-syntax` preprocessing and parsing, `tass-model` lowering) and
//! [`tass_explore::verify`], with the prover chosen by the test, and the `tass-test`
//! headers of the data-driven cases (see `../shared/examples/README.md`) with the keys
//! this crate adds for statistics and stop reasons.
//!
//! It does what `tass verify` and `tass compare` do between reading the files and
//! printing the report, without the binary, so that a test of the engine fails in the
//! engine's own crate and names the case.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::time::Duration;
use tass_explore::{Config, Oracle, Outcome, Report, StopReason, Violation};
use tass_syntax::{Diagnostic, Severity, SourceMap, Span};

/// The prover a run asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prover {
    /// The simplifier of `tass-symbolic` alone (`--prover=none`).
    Simplifier,
    /// The prover stack with z3 as its solver (`--prover=z3`).
    Z3,
    /// The prover stack with cvc5 as its solver (`--prover=cvc5`).
    Cvc5,
}

impl Prover {
    /// The name used by `--prover` and in test headers.
    pub fn name(self) -> &'static str {
        match self {
            Prover::Simplifier => "none",
            Prover::Z3 => "z3",
            Prover::Cvc5 => "cvc5",
        }
    }

    /// The prover named `name` (`none`, `z3`, `cvc5`).
    pub fn from_name(name: &str) -> Option<Prover> {
        match name {
            "none" => Some(Prover::Simplifier),
            "z3" => Some(Prover::Z3),
            "cvc5" => Some(Prover::Cvc5),
            _ => None,
        }
    }

    /// Whether the solver this prover needs is installed (always, for the simplifier).
    pub fn installed(self) -> bool {
        use tass_prove::smt::SolverKind;
        let kind = match self {
            Prover::Simplifier => return true,
            Prover::Z3 => SolverKind::Z3,
            Prover::Cvc5 => SolverKind::Cvc5,
        };
        tass_prove::discover_solvers()
            .iter()
            .any(|(k, _)| *k == kind)
    }
}

/// How a run is configured: the engine's [`Config`] and the prover.
#[derive(Clone, Debug)]
pub struct Options {
    /// The configuration given to [`tass_explore::verify`].
    pub config: Config,
    /// The prover.
    pub prover: Prover,
    /// The time limit of each solver query (the CLI's default, 10 s).
    pub solver_timeout: Duration,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            config: Config::default(),
            prover: Prover::Z3,
            solver_timeout: Duration::from_secs(10),
        }
    }
}

impl Options {
    /// The defaults of `tass verify`, with z3 as the prover.
    pub fn new() -> Options {
        Options::default()
    }

    /// Fixes input `name` to `value` (`-inputNAME=VALUE`).
    pub fn input(mut self, name: &str, value: &str) -> Options {
        self.config.inputs.push((name.into(), value.into()));
        self
    }

    /// The number of processes of the (first) program (`-np`).
    pub fn np(mut self, n: u32) -> Options {
        self.config.procs = n;
        self
    }

    /// The number of processes of the second program of a comparison (`-np2`).
    pub fn np2(mut self, n: u32) -> Options {
        self.config.procs2 = n;
        self
    }

    /// Switches a property off, spelled as `--no-check` spells it (`bounds`,
    /// `assertions`, `leaks`, `pointers`, `division`, `uninitialized`).
    pub fn no_check(mut self, property: &str) -> Options {
        let p = &mut self.config.properties;
        match property {
            "bounds" => p.array_bounds = false,
            "assertions" => p.assertions = false,
            "leaks" => p.memory_leaks = false,
            "pointers" => p.pointers = false,
            "division" => p.division_by_zero = false,
            "uninitialized" => p.uninitialized = false,
            other => panic!("unknown property `{other}` for no_check"),
        }
        self
    }

    /// The prover.
    pub fn prover(mut self, prover: Prover) -> Options {
        self.prover = prover;
        self
    }

    /// C integer semantics (`--c-integers`).
    pub fn c_integers(mut self) -> Options {
        self.config.c_integers = true;
        self
    }

    /// The loop bound (`--loop-bound`).
    pub fn loop_bound(mut self, n: usize) -> Options {
        self.config.loop_bound = n;
        self
    }

    /// The depth limit (`--max-depth`).
    pub fn max_depth(mut self, n: usize) -> Options {
        self.config.max_depth = n;
        self
    }

    /// The state limit (`--max-states`).
    pub fn max_states(mut self, n: usize) -> Options {
        self.config.max_states = n;
        self
    }
}

/// One source file of a program: the path it is reported under (and `"..."` includes
/// are looked up beside) and its text.
#[derive(Clone, Debug)]
pub struct Source {
    pub path: PathBuf,
    pub text: String,
}

impl Source {
    /// A snippet, reported as `snippet.c`.
    pub fn snippet(text: &str) -> Source {
        Source {
            path: PathBuf::from("snippet.c"),
            text: text.to_string(),
        }
    }

    /// The file at `path`, read now.
    pub fn file(path: &Path) -> Result<Source, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Ok(Source {
            path: path.to_path_buf(),
            text,
        })
    }
}

/// What a run gives: the report, and the map of the sources its spans point into.
pub struct Run {
    pub report: Report,
    pub map: SourceMap,
}

impl Run {
    /// The one-based line where `span` starts.
    pub fn line(&self, span: Span) -> u32 {
        self.map.location(span).line
    }

    /// The violations of a *violation* verdict (none otherwise).
    pub fn violations(&self) -> &[Violation] {
        match &self.report.outcome {
            Outcome::Violation(vs) => vs,
            _ => &[],
        }
    }

    /// The verdict in the words of test headers: `holds`, `violation KIND` (the first
    /// violation's kind), `unknown`.
    pub fn verdict(&self) -> String {
        match &self.report.outcome {
            Outcome::Holds => "holds".into(),
            Outcome::Violation(vs) => match vs.first() {
                Some(v) => format!("violation {}", v.kind.as_str()),
                None => "violation".into(),
            },
            Outcome::Unknown => "unknown".into(),
        }
    }

    /// The line a verdict points at: the first violation's; for *unknown*, the first
    /// possible violation's, else the place the stop reason names.
    pub fn verdict_line(&self) -> Option<u32> {
        if let Some(v) = self.violations().first() {
            return Some(self.line(v.span));
        }
        if let Some(v) = self.report.possible.first() {
            return Some(self.line(v.span));
        }
        match &self.report.stop {
            StopReason::LoopBound { span, .. }
            | StopReason::CallDepth { span, .. }
            | StopReason::Unsupported { span, .. } => Some(self.line(*span)),
            StopReason::NotChecked { span, .. } => span.map(|s| self.line(s)),
            _ => None,
        }
    }

    /// A one-line summary for failure messages: verdict, line, stop reason, statistics.
    pub fn summary(&self) -> String {
        let s = &self.report.stats;
        let line = self
            .verdict_line()
            .map(|l| format!(" at line {l}"))
            .unwrap_or_default();
        let message = self
            .violations()
            .first()
            .or(self.report.possible.first())
            .map(|v| format!(" ({})", v.message))
            .unwrap_or_default();
        format!(
            "{}{line}{message}; stop {}; states {} seen, {} saved, {} matched; transitions {}; depth {}",
            self.verdict(),
            stop_name(&self.report.stop),
            s.states_seen,
            s.states_saved,
            s.states_matched,
            s.transitions,
            s.max_depth
        )
    }
}

/// The name of a stop reason in test headers (`stop:`).
pub fn stop_name(stop: &StopReason) -> &'static str {
    match stop {
        StopReason::Done => "done",
        StopReason::Violation => "violation",
        StopReason::DepthLimit(_) => "depth-limit",
        StopReason::StateLimit(_) => "state-limit",
        StopReason::TimeLimit(_) => "time-limit",
        StopReason::GaveUp(_) => "gave-up",
        StopReason::MemoryLimit(_) => "memory-limit",
        StopReason::Interrupted => "interrupted",
        StopReason::LoopBound { .. } => "loop-bound",
        StopReason::CallDepth { .. } => "call-depth",
        StopReason::Unsupported { .. } => "unsupported",
        StopReason::NotChecked { .. } => "not-checked",
    }
}

/// The oracle for `prover`, as `tass verify --prover=...` builds it (the CLI's
/// `oracle_for`, reduced to one solver): a missing solver is an error.
pub fn oracle(prover: Prover, timeout: Duration) -> Result<Box<dyn Oracle>, String> {
    let backend = match prover {
        Prover::Simplifier => return Ok(Box::new(tass_explore::SimplifierOracle::default())),
        Prover::Z3 => tass_prove::Backend::Z3,
        Prover::Cvc5 => tass_prove::Backend::Cvc5,
    };
    if !prover.installed() {
        return Err(format!(
            "the solver `{}` was not found on PATH",
            prover.name()
        ));
    }
    let config = tass_prove::Config::default()
        .with_backend(backend)
        .with_timeout(timeout);
    Ok(Box::new(tass_explore::SmtOracle::new(config)))
}

/// Renders diagnostics as `path:line:column: error: message`, one a line.
fn render(map: &SourceMap, diagnostics: &[Diagnostic]) -> String {
    diagnostics
        .iter()
        .map(|d| {
            let sev = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            format!("{}: {sev}: {}", map.location(d.span), d.message)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The front end on one program made of `files`, adding them to `map`: the pipeline the
/// CLI uses (`tass_model::frontend`). Bundled headers (`<assert.h>`, `<mpi.h>`, ...) are
/// resolved by the preprocessor itself, as in the binary. Errors are rendered.
pub fn front_end(map: &mut SourceMap, files: &[Source]) -> Result<tass_model::Program, String> {
    front_end_with(map, files, None)
}

/// [`front_end`] for the implementation of a comparison: `spec` is the specification,
/// whose variables `spec.x` in the joint annotations reads.
pub fn front_end_with(
    map: &mut SourceMap,
    files: &[Source],
    spec: Option<&tass_model::Program>,
) -> Result<tass_model::Program, String> {
    use tass_model::frontend::{load_inputs, FrontOptions, Input};
    let inputs: Vec<Input<'_>> = files
        .iter()
        .map(|f| Input::Text {
            name: &f.path,
            text: &f.text,
        })
        .collect();
    let opts = FrontOptions {
        spec: spec.map(|p| std::sync::Arc::new(tass_model::SpecScope::of(p))),
        ..FrontOptions::default()
    };
    let out = load_inputs(std::mem::take(map), &inputs, &opts)
        .map_err(|(path, e)| format!("{}: {e}", path.display()))?;
    *map = out.map;
    let errors = out
        .diagnostics
        .iter()
        .any(|d| d.severity == Severity::Error);
    match out.program {
        Some(p) if !errors => Ok(p),
        _ => Err(render(map, &out.diagnostics)),
    }
}

/// Verifies one program or compares two (the specification first), each given as its
/// files. An error of the front end or of the set-up is returned as text.
pub fn run_programs(programs: &[Vec<Source>], opts: &Options) -> Result<Run, String> {
    let mut map = SourceMap::new();
    let mut models = Vec::new();
    for files in programs {
        let m = front_end_with(&mut map, files, models.first())?;
        models.push(m);
    }
    let refs: Vec<&tass_model::Program> = models.iter().collect();
    let mut oracle = oracle(opts.prover, opts.solver_timeout)?;
    let report = tass_explore::verify(&refs, &opts.config, oracle.as_mut(), None, None).map_err(
        |e| match e.span {
            Some(s) => format!("{}: error: {}", map.location(s), e.message),
            None => format!("error: {}", e.message),
        },
    )?;
    Ok(Run { report, map })
}

/// Verifies the C snippet `src`.
pub fn run(src: &str, opts: &Options) -> Result<Run, String> {
    run_programs(&[vec![Source::snippet(src)]], opts)
}

/// Verifies the C snippet `src` and returns its report; panics on a front-end or set-up
/// error.
pub fn verify(src: &str, opts: &Options) -> Run {
    run(src, opts).unwrap_or_else(|e| panic!("the snippet did not load:\n{e}\n---\n{src}"))
}

pub use tass_testkit::missing;

/// Whether `prover` can run; in CI a missing solver fails the test.
pub fn available(prover: Prover) -> bool {
    let ok = prover.installed();
    if !ok {
        missing(&format!("the solver `{}`", prover.name()));
    }
    ok
}

/// A comparison in a `stats:` bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Le,
    Lt,
    Ge,
    Gt,
    Eq,
}

impl Cmp {
    fn holds(self, got: u64, bound: u64) -> bool {
        match self {
            Cmp::Le => got <= bound,
            Cmp::Lt => got < bound,
            Cmp::Ge => got >= bound,
            Cmp::Gt => got > bound,
            Cmp::Eq => got == bound,
        }
    }

    fn as_str(self) -> &'static str {
        match self {
            Cmp::Le => "<=",
            Cmp::Lt => "<",
            Cmp::Ge => ">=",
            Cmp::Gt => ">",
            Cmp::Eq => "==",
        }
    }
}

/// The statistics a header may bound, by their header names.
pub const STAT_NAMES: [&str; 5] = [
    "states-seen",
    "states-saved",
    "states-matched",
    "transitions",
    "max-depth",
];

fn stat(report: &Report, name: &str) -> u64 {
    let s = &report.stats;
    match name {
        "states-seen" => s.states_seen,
        "states-saved" => s.states_saved,
        "states-matched" => s.states_matched,
        "transitions" => s.transitions,
        "max-depth" => s.max_depth,
        other => unreachable!("statistic `{other}` is checked when the header is read"),
    }
}

/// The stop reasons a header may name.
pub const STOP_NAMES: [&str; 12] = [
    "done",
    "violation",
    "depth-limit",
    "state-limit",
    "time-limit",
    "gave-up",
    "memory-limit",
    "interrupted",
    "loop-bound",
    "call-depth",
    "unsupported",
    "not-checked",
];

/// The test header of a case file:
///
/// ```text
/// /* tass-test
///  * run: tass verify -inputN=4 -np=2 --no-check=leaks $FILE
///  * expect: violation assertion     (or holds, unknown, error)
///  * line: 12                        (the violation's line; for unknown, the possible
///  *                                   violation's or the stop reason's)
///  * stop: loop-bound                (the stop reason, see STOP_NAMES)
///  * states-saved: <= 40             (a bound on a statistic, see STAT_NAMES)
///  * certainty: possible             (of the first violation: provable or possible)
///  * vacuous: true                   (whether a holds verdict is vacuous)
///  * provers: z3 cvc5 none           (the provers to run it with; default z3 cvc5)
///  */
/// ```
#[derive(Clone, Debug)]
pub struct Case {
    /// The case file.
    pub path: PathBuf,
    /// The programs: the case alone, or for `compare` the specification and the
    /// implementation.
    pub programs: Vec<PathBuf>,
    /// The options of the `run:` line.
    pub options: Options,
    /// `holds`, `violation KIND`, `unknown` or `error`.
    pub expect: String,
    /// The expected line.
    pub line: Option<u32>,
    /// The expected stop reason.
    pub stop: Option<String>,
    /// Bounds on statistics.
    pub stats: Vec<(String, Cmp, u64)>,
    /// The expected certainty of the first violation.
    pub certainty: Option<String>,
    /// Whether a *holds* verdict must be vacuous (or must not).
    pub vacuous: Option<bool>,
    /// The provers to run the case with.
    pub provers: Vec<Prover>,
}

/// Reads the `tass-test` header of `path`: `Ok(None)` for a file without one (an input
/// of another case), an error for a header this harness cannot read (unknown key or
/// option: nothing is ignored silently).
pub fn read_case(path: &Path) -> Result<Option<Case>, String> {
    let Some(h) = tass_testkit::read_header(path)? else {
        return Ok(None);
    };
    if !h.messages.is_empty()
        || !h.at.is_empty()
        || !h.loops.is_empty()
        || !h.expect_with.is_empty()
    {
        return Err(
            "`message:`, `at:`, `loop:` and `expect with` are the CLI's keys, not the engine's"
                .into(),
        );
    }
    let mut case = Case {
        path: path.to_path_buf(),
        programs: Vec::new(),
        options: Options::default(),
        expect: h.expect,
        line: h
            .line
            .map(|l| u32::try_from(l).map_err(|_| format!("bad line `{l}`")))
            .transpose()?,
        stop: None,
        stats: Vec::new(),
        certainty: None,
        vacuous: h.vacuous,
        provers: vec![Prover::Z3, Prover::Cvc5],
    };
    if let Some(value) = h.stop {
        if !STOP_NAMES.contains(&value.as_str()) {
            return Err(format!("unknown stop reason `{value}`"));
        }
        case.stop = Some(value);
    }
    if let Some(value) = h.certainty {
        if value != "provable" && value != "possible" {
            return Err(format!("unknown certainty `{value}`"));
        }
        case.certainty = Some(value);
    }
    if let Some(names) = h.provers {
        case.provers = names
            .iter()
            .map(|p| Prover::from_name(p).ok_or_else(|| format!("unknown prover `{p}`")))
            .collect::<Result<_, _>>()?;
    }
    for (k, cmp, n) in h.stats {
        if !STAT_NAMES.contains(&k.as_str()) {
            return Err(format!("`{k}` is not a statistic of the engine's cases"));
        }
        let cmp = match cmp.as_str() {
            "<=" => Cmp::Le,
            ">=" => Cmp::Ge,
            "==" => Cmp::Eq,
            "<" => Cmp::Lt,
            _ => Cmp::Gt,
        };
        case.stats.push((k, cmp, n));
    }
    parse_run(&h.run, path, &mut case)?;
    Ok(Some(case))
}

/// Reads the command of a `run:` line into `case`.
fn parse_run(run: &str, path: &Path, case: &mut Case) -> Result<(), String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let words: Vec<&str> = run.split_whitespace().collect();
    let compare = match words.get(..2) {
        Some(["tass", "verify"]) => false,
        Some(["tass", "compare"]) => true,
        _ => {
            return Err(format!(
                "`run:` must start with `tass verify` or `tass compare`: `{run}`"
            ))
        }
    };
    let number = |w: &str, v: &str| -> Result<usize, String> {
        v.parse().map_err(|_| format!("bad number in `{w}`"))
    };
    let o = &mut case.options;
    let mut words = words[2..].iter();
    while let Some(&w) = words.next() {
        let (flag, value) = match w.split_once('=') {
            Some((f, v)) => (f, Some(v)),
            None => (w, None),
        };
        // Options that take a value may give it as the next word.
        let mut arg = || -> Result<String, String> {
            match value {
                Some(v) => Ok(v.to_string()),
                None => words
                    .next()
                    .map(|v| v.to_string())
                    .ok_or_else(|| format!("`{w}` needs a value")),
            }
        };
        if let Some(name) = w.strip_prefix("-input").filter(|_| !w.starts_with("--")) {
            let (n, v) = name.split_once('=').ok_or(format!("bad input `{w}`"))?;
            o.config.inputs.push((n.into(), v.into()));
            continue;
        }
        match flag {
            "$FILE" => case.programs.push(path.to_path_buf()),
            f if f.starts_with("$DIR/") => case.programs.push(dir.join(&f[5..])),
            "--input" => {
                let v = arg()?;
                let (n, x) = v.split_once('=').ok_or(format!("bad input `{v}`"))?;
                o.config.inputs.push((n.into(), x.into()));
            }
            "-np" | "--np" => o.config.procs = number(w, &arg()?)? as u32,
            "-np2" | "--np2" => o.config.procs2 = number(w, &arg()?)? as u32,
            "--no-check" => {
                let p = arg()?;
                *o = std::mem::take(o).no_check(&p);
            }
            "--c-integers" => o.config.c_integers = true,
            "--loop-bound" => o.config.loop_bound = number(w, &arg()?)?,
            "--technique" => {
                let v = arg()?;
                o.config.techniques = if v == "none" {
                    Vec::new()
                } else {
                    v.split(',')
                        .map(|n| {
                            tass_explore::Technique::from_name(n)
                                .ok_or_else(|| format!("unknown technique `{n}`"))
                        })
                        .collect::<Result<_, _>>()?
                };
            }
            "--max-depth" => o.config.max_depth = number(w, &arg()?)?,
            "--max-states" => o.config.max_states = number(w, &arg()?)?,
            "--max-call-depth" => o.config.max_call_depth = number(w, &arg()?)?,
            "--errors" => o.config.max_violations = number(w, &arg()?)?,
            "--ignore-pragma" => o.config.ignored_pragmas.push(arg()?),
            _ => return Err(format!("option `{w}` is not supported by the harness")),
        }
    }
    let want = if compare { 2 } else { 1 };
    if case.programs.len() != want {
        return Err(format!(
            "`run:` names {} program(s), `tass {}` takes {want}",
            case.programs.len(),
            if compare { "compare" } else { "verify" }
        ));
    }
    Ok(())
}

impl Case {
    /// Runs the case with `prover` and returns what differs from its header (empty when
    /// it passes).
    pub fn check(&self, prover: Prover) -> Vec<String> {
        let mut opts = self.options.clone();
        opts.prover = prover;
        let programs: Result<Vec<Vec<Source>>, String> = self
            .programs
            .iter()
            .map(|p| Source::file(p).map(|s| vec![s]))
            .collect();
        let result = programs.and_then(|p| run_programs(&p, &opts));
        let run = match result {
            Ok(run) => run,
            Err(_) if self.expect == "error" => return Vec::new(),
            Err(e) => return vec![format!("expected {}, got an error:\n{e}", self.expect)],
        };
        let mut wrong = Vec::new();
        let verdict = run.verdict();
        if verdict != self.expect {
            wrong.push(format!("expected {}, got {verdict}", self.expect));
        }
        if let Some(line) = self.line {
            match run.verdict_line() {
                Some(l) if l == line => {}
                got => wrong.push(format!(
                    "expected line {line}, got {}",
                    got.map_or("no line".to_string(), |l| l.to_string())
                )),
            }
        }
        if let Some(stop) = &self.stop {
            let got = stop_name(&run.report.stop);
            if got != stop {
                wrong.push(format!("expected stop {stop}, got {got}"));
            }
        }
        for (name, cmp, bound) in &self.stats {
            let got = stat(&run.report, name);
            if !cmp.holds(got, *bound) {
                wrong.push(format!(
                    "expected {name} {} {bound}, got {got}",
                    cmp.as_str()
                ));
            }
        }
        if let Some(c) = &self.certainty {
            let got = run
                .violations()
                .first()
                .or(run.report.possible.first())
                .map(|v| match v.certainty {
                    tass_explore::Certainty::Provable => "provable",
                    tass_explore::Certainty::Possible => "possible",
                });
            if got != Some(c.as_str()) {
                wrong.push(format!("expected certainty {c}, got {got:?}"));
            }
        }
        if let Some(v) = self.vacuous {
            if run.report.vacuous != v {
                wrong.push(format!("expected vacuous: {v}, got {}", run.report.vacuous));
            }
        }
        if !wrong.is_empty() {
            wrong.push(format!("the run: {}", run.summary()));
        }
        wrong
    }
}

pub use tass_testkit::c_files;
