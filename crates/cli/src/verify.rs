//! `tass verify`: runs the search and prints the report (in words: [`crate::text`]; as
//! JSON: [`crate::json`]).
//!
//! The report is made in memory and written at once ([`crate::emit`]): a write that
//! fails (a full disk) is an error with exit status 2, not a verdict nobody read. The
//! time limit counts from the start of `tass` ([`crate::control`]): the search gets
//! what the front end left of it, and the solvers' deadline is the run's.

use crate::args::{CompareArgs, FloatMode, FrontArgs, PropertyArg, Prover, SearchOpts, VerifyArgs};
use crate::exit::{EXIT_ERROR, EXIT_HOLDS, EXIT_UNKNOWN, EXIT_VIOLATION};
use crate::frontend::{load, FrontOptions};
use crate::{report, text};
use std::io::Write;
use tass_explore::{Config, Oracle, Outcome, Report, StopReason};
use tass_syntax::{SourceMap, Span};

/// Builds the prover the options ask for; its queries end by the end of the time limit
/// (`--time-limit`) counted from the start of `tass`.
pub fn oracle(args: &SearchOpts) -> Result<Box<dyn Oracle>, String> {
    let prover = args.prover.unwrap_or(Prover::Portfolio);
    let deadline = crate::control::deadline(args.time_limit);
    match prover.backend() {
        None => Ok(Box::new(tass_explore::SimplifierOracle::default())),
        Some(backend) => crate::prover::smt_oracle(backend, args, deadline),
    }
}

/// The limits of a run of `verify` or `compare`, for [`crate::control::install`].
pub fn limits(search: &SearchOpts, title: String) -> crate::control::Limits {
    crate::control::Limits {
        time: search.time_limit,
        memory_mib: search.memory_limit,
        json: search.json,
        title,
    }
}

/// The first line of the report of `tass verify`.
pub fn verify_title(args: &VerifyArgs) -> String {
    let c = &args.common;
    let files: Vec<String> = c.files.iter().map(|f| f.display().to_string()).collect();
    format!(
        "tass verify {}{}",
        c.front.np.map(|n| format!("-np={n} ")).unwrap_or_default(),
        files.join(" ")
    )
}

/// The exit status of a report.
pub fn exit_code(r: &Report) -> i32 {
    match r.outcome {
        Outcome::Holds => EXIT_HOLDS,
        Outcome::Violation(_) => EXIT_VIOLATION,
        Outcome::Unknown => EXIT_UNKNOWN,
    }
}

/// The SV-COMP property named by `--property`: a name (`unreach-call`) or a property
/// file (`CHECK( init(main()), LTL(G ! call(reach_error())) )`, one line per part).
fn svcomp_property(arg: &PropertyArg) -> Result<tass_explore::SvProperty, String> {
    use tass_explore::SvProperty;
    let path = match arg {
        PropertyArg::Named(n) => return Ok(n.property()),
        PropertyArg::File(path) => path,
    };
    let names = crate::args::SvName::names;
    let arg = path.display();
    // A property file is a few lines: read at most 1 MiB (a pipe or a device has no
    // size to check beforehand).
    let mut text = String::new();
    std::fs::File::open(path)
        .and_then(|f| {
            std::io::Read::read_to_string(&mut std::io::Read::take(f, 1 << 20), &mut text)
        })
        .map_err(|e| format!("cannot read it: {e}"))?;
    let mut parts: Vec<String> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        let compact: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        let Some(ltl) = compact
            .strip_prefix("CHECK(init(main()),LTL(")
            .and_then(|r| r.strip_suffix("))"))
        else {
            return Err(format!(
                "{arg}:{}: expected `CHECK( init(main()), LTL(...) )`",
                i + 1
            ));
        };
        parts.push(ltl.to_string());
    }
    let all = |want: &[&str]| {
        parts.len() == want.len() && want.iter().all(|w| parts.iter().any(|p| p == w))
    };
    if all(&["G!call(reach_error())"]) || all(&["G!call(__VERIFIER_error())"]) {
        Ok(SvProperty::UnreachCall)
    } else if all(&["Gvalid-free", "Gvalid-deref", "Gvalid-memtrack"]) {
        Ok(SvProperty::ValidMemsafety)
    } else if all(&["Gvalid-memcleanup"]) {
        Ok(SvProperty::ValidMemcleanup)
    } else if all(&["G!overflow"]) {
        Ok(SvProperty::NoOverflow)
    } else if all(&["Fend"]) {
        Err("termination (`F end`) is not supported".into())
    } else if parts.iter().any(|p| p.starts_with("G!data-race")) {
        Err("data races (`G ! data-race`) are not supported".into())
    } else {
        Err(format!(
            "the property `{}` is not one tass checks; supported: {}",
            parts.join(" && "),
            names()
        ))
    }
}

/// SV-COMP's verdict line for a report of a run with `--property`: `TRUE` only when
/// every property holds for all inputs (no bound given), `FALSE(p)` for a provable
/// violation of the property (with the sub-property of memory safety), `UNKNOWN`
/// otherwise.
pub fn svcomp_verdict(r: &Report, sv: tass_explore::SvProperty) -> String {
    use tass_explore::{PropertyKind as K, SvProperty as S};
    match &r.outcome {
        Outcome::Holds if r.bounds.is_empty() => "TRUE".into(),
        Outcome::Violation(vs) => {
            let Some(v) = vs
                .iter()
                .find(|v| v.certainty == tass_explore::Certainty::Provable && sv.covers(v.kind))
            else {
                return "UNKNOWN".into();
            };
            let sub = match (sv, v.kind) {
                (S::ValidMemsafety, K::MemoryLeak) => "valid-memtrack",
                (S::ValidMemsafety, K::Free) => "valid-free",
                (S::ValidMemsafety, _) => "valid-deref",
                _ => sv.name(),
            };
            format!("FALSE({sub})")
        }
        _ => "UNKNOWN".into(),
    }
}

/// Options that cannot work: a `-I` folder that does not exist, solver options with
/// `--prover=none`.
pub fn check_options(front: &FrontArgs, search: Option<&SearchOpts>) -> Result<(), String> {
    if let Some(d) = front.missing_include() {
        return Err(format!(
            "-I {}: no such folder (give a folder that holds header files)",
            d.display()
        ));
    }
    if search.is_some_and(|s| s.give_up.is_some() && s.time_limit.is_some()) {
        return Err(
            "--give-up has no effect with --time-limit (which limits the whole run); leave one out"
                .into(),
        );
    }
    if let Some(option) = search.and_then(SearchOpts::needless_with_prover) {
        return Err(format!(
            "{option} has no effect with --prover=none (no solver runs); leave it out or choose a solver"
        ));
    }
    Ok(())
}

/// The data model of `--data-model` (LP64 unless ILP32 is given), set for the run before
/// the program is read; under ILP32 the preprocessor defines `__ILP32__` and `__i386__`,
/// as `gcc -m32` does (the bundled headers' limits follow).
fn set_data_model(
    search: &SearchOpts,
    defines: &mut Vec<(String, Option<String>)>,
) -> Result<(), String> {
    let m = search
        .data_model
        .map_or(tass_model::DataModel::Lp64, |m| m.model());
    tass_model::set_data_model(m);
    if m == tass_model::DataModel::Ilp32 {
        for name in ["__ILP32__", "__i386__"] {
            defines.push((name.to_string(), Some("1".to_string())));
        }
    }
    Ok(())
}

/// Runs `tass verify`.
pub fn run(args: &VerifyArgs) -> i32 {
    let c = &args.common;
    if let Err(e) = check_options(&c.front, Some(&args.search)) {
        eprintln!("error: {e}");
        return EXIT_ERROR;
    }
    let mut defines = c.front.defines();
    if let Err(e) = set_data_model(&args.search, &mut defines) {
        eprintln!("error: {e}");
        return EXIT_ERROR;
    }
    let opts = FrontOptions {
        include_dirs: c.front.include.clone(),
        defines,
        civl: c.front.civl,
        spec: None,
        drop: None,
        keep_arrays: false,
        generalise: false,
    };
    let mut err = crate::stderr_stream();
    let out = match load(&c.files, &opts) {
        Ok(o) => o,
        Err((path, e)) => {
            eprintln!("error: {}", crate::frontend::read_error(&path, &e));
            return EXIT_ERROR;
        }
    };
    let _ = report::render(&out.map, &out.diagnostics, &mut err);
    let Some(program) = out.program else {
        let n = crate::frontend::error_count(&out.diagnostics);
        let _ = writeln!(err, "{n}; nothing was verified");
        return EXIT_ERROR;
    };
    // `--keep-constants` with no large constant macro would have no effect.
    if args.keep_constants && out.parameters.is_empty() {
        eprintln!(
            "error: --keep-constants: the program has no large constant macro (an object-like `#define` of its own files whose value is an `int` constant of at least {})",
            tass_model::generalise::LARGE
        );
        return EXIT_ERROR;
    }
    let title = verify_title(args);
    let mut notes = Vec::new();
    if !args.keep_constants && !out.parameters.is_empty() {
        match as_parameters(args, &opts, &out.parameters, &out.map, &title) {
            Generalised::Holds(code) => return code,
            Generalised::Not(why) => notes.push(why),
        }
    }
    search(
        None,
        &c.front,
        &args.search,
        &[&program],
        &out.map,
        &title,
        &notes,
    )
}

/// What verifying the program with its large constant macros as inputs gave.
enum Generalised {
    /// Every property holds for every value of the inputs: the report is printed, with
    /// this exit status.
    Holds(i32),
    /// It did not hold (or could not run): the note that says so in the report of the
    /// program as written.
    Not(String),
}

/// The longest the run with large constants as inputs may take before the program as
/// written is verified (and at most half of what is left of `--time-limit`, or of the
/// time to give up).
const PARAMETERS_TIME: std::time::Duration = std::time::Duration::from_secs(10);

/// The default of `--give-up`: without `--time-limit`, a run that can no longer end
/// *holds* ends *unknown* by then.
const GIVE_UP: std::time::Duration = std::time::Duration::from_secs(10);

/// Verifies the program with the macros `params` made inputs `1 <= NAME`
/// (`tass_model::generalise`): a *holds* there, for every value, holds for the values
/// written, and is reported as the verdict; anything else is not (a violation may need
/// another value) and leaves the program as written to be verified.
fn as_parameters(
    args: &VerifyArgs,
    opts: &FrontOptions,
    params: &[tass_model::generalise::Parameter],
    map: &SourceMap,
    title: &str,
) -> Generalised {
    let names = params
        .iter()
        .map(|p| {
            let loc = map.location(p.define);
            format!("{} ({}, line {})", p.name, p.value, loc.line)
        })
        .collect::<Vec<_>>()
        .join(", ");
    let made = if params.len() == 1 {
        format!("{names} made an input of at least 1")
    } else {
        format!("{names} made inputs of at least 1")
    };
    let tried = |why: &str| {
        Generalised::Not(format!(
            "large constants as inputs: with {made}, the program {why}; the program as written was verified"
        ))
    };
    let gopts = FrontOptions {
        generalise: true,
        ..opts.clone()
    };
    let Ok(out) = load(&args.common.files, &gopts) else {
        return tried("could not be read again");
    };
    let Some(program) = out.program else {
        let first = out
            .diagnostics
            .iter()
            .find(|d| d.severity == tass_syntax::Severity::Error)
            .map(|d| d.message.clone())
            .unwrap_or_default();
        return tried(&format!("is not a program tass reads ({first})"));
    };
    let programs = [&program];
    let mut cfg = match config(None, &args.common.front, &args.search, &programs) {
        Ok(cfg) => cfg,
        Err(e) => return tried(&format!("could not be configured ({e})")),
    };
    let budget = match (cfg.time_limit, cfg.give_up) {
        (Some(left), _) | (None, Some(left)) => PARAMETERS_TIME.min(left / 2),
        (None, None) => PARAMETERS_TIME,
    };
    cfg.time_limit = Some(budget);
    // Only its *holds* is used: no deepening (which looks for violations).
    cfg.deepen = Some(std::time::Duration::ZERO);
    let quiet = SearchOpts {
        replay: false,
        ..args.search.clone()
    };
    let Some((mut report, _)) = explore(&programs, &cfg, &quiet, &out.map) else {
        return tried("could not be searched");
    };
    let secs = report.stats.time.as_secs_f64();
    match report.outcome {
        Outcome::Holds if !report.vacuous && report.bounds.is_empty() => {
            report.notes.insert(
                0,
                format!(
                    "large constants as inputs: with {made}, every property holds for every value, so for the value written (--keep-constants verifies only the program as written)"
                ),
            );
            Generalised::Holds(render(
                &cfg,
                &args.search,
                &programs,
                &out.map,
                title,
                &report,
                None,
            ))
        }
        Outcome::Holds if report.vacuous => tried("holds only vacuously"),
        Outcome::Holds => tried("holds only within bounds"),
        Outcome::Violation(_) => tried(&format!(
            "has a violation for some value of the inputs, which may need another value than the one written ({secs:.1} s)"
        )),
        Outcome::Unknown => tried(&format!(
            "ended unknown ({}, {secs:.1} s)",
            crate::text::stop_text(&out.map, &report.stop)
        )),
    }
}

/// Runs `tass compare`.
pub fn run_compare(args: &CompareArgs) -> i32 {
    let (spec_files, impl_files) = if !args.spec.is_empty() || !args.implementation.is_empty() {
        if args.spec.is_empty() || args.implementation.is_empty() || !args.files.is_empty() {
            eprintln!("error: give the programs as `tass compare SPEC IMPL` or as `-spec FILE... -impl FILE...`");
            return EXIT_ERROR;
        }
        (args.spec.clone(), args.implementation.clone())
    } else if args.files.len() == 2 {
        (vec![args.files[0].clone()], vec![args.files[1].clone()])
    } else {
        eprintln!(
            "error: `tass compare` takes two programs, SPEC IMPL, or `-spec FILE... -impl FILE...` ({} files given)",
            args.files.len()
        );
        return EXIT_ERROR;
    };
    let c = &args.front;
    if let Err(e) = check_options(c, Some(&args.search)) {
        eprintln!("error: {e}");
        return EXIT_ERROR;
    }
    let mut defines = c.defines();
    if let Err(e) = set_data_model(&args.search, &mut defines) {
        eprintln!("error: {e}");
        return EXIT_ERROR;
    }
    let opts = FrontOptions {
        include_dirs: c.include.clone(),
        defines,
        civl: c.civl,
        spec: None,
        drop: None,
        // The specification's arrays stay whole: the implementation's joint
        // annotations name them (`spec.a[0]`).
        keep_arrays: true,
        generalise: false,
    };
    let mut err = crate::stderr_stream();
    let spec = match load(&spec_files, &opts) {
        Ok(o) => o,
        Err((path, e)) => {
            eprintln!("error: {}", crate::frontend::read_error(&path, &e));
            return EXIT_ERROR;
        }
    };
    // The implementation's joint annotations read the specification's variables.
    let impl_opts = FrontOptions {
        spec: spec
            .program
            .as_ref()
            .map(|p| std::sync::Arc::new(tass_model::SpecScope::of(p))),
        keep_arrays: false,
        generalise: false,
        ..opts.clone()
    };
    let imp = match crate::frontend::load_into(spec.map, &impl_files, &impl_opts) {
        Ok(o) => o,
        Err((path, e)) => {
            eprintln!("error: {}", crate::frontend::read_error(&path, &e));
            return EXIT_ERROR;
        }
    };
    let map = imp.map;
    let mut diags = spec.diagnostics;
    diags.extend(imp.diagnostics);
    let _ = report::render(&map, &diags, &mut err);
    let (Some(sp), Some(ip)) = (spec.program, imp.program) else {
        let n = crate::frontend::error_count(&diags);
        let _ = writeln!(err, "{n}; nothing was compared");
        return EXIT_ERROR;
    };
    let diffs = signature_differences(&sp, &ip);
    if !diffs.is_empty() {
        let ds: Vec<tass_syntax::Diagnostic> = diffs
            .iter()
            .map(|(span, m)| {
                tass_syntax::Diagnostic::error(*span, m.clone()).with_note(
                    "programs compared must declare the same inputs and outputs (names and types)",
                )
            })
            .collect();
        let _ = report::render(&map, &ds, &mut err);
        let _ = writeln!(
            err,
            "the two programs do not have the same input/output signature ({} difference(s))",
            diffs.len()
        );
        return EXIT_ERROR;
    }
    let title = format!(
        "tass compare {}{}{} {}",
        c.np.map(|n| format!("-np={n} ")).unwrap_or_default(),
        args.np2.map(|n| format!("-np2={n} ")).unwrap_or_default(),
        spec_files
            .iter()
            .map(|f| f.display().to_string())
            .collect::<Vec<_>>()
            .join(" "),
        impl_files
            .iter()
            .map(|f| f.display().to_string())
            .collect::<Vec<_>>()
            .join(" ")
    );
    search(args.np2, c, &args.search, &[&sp, &ip], &map, &title, &[])
}

/// The differences between the input/output signatures of two programs, each at the
/// declaration it concerns.
pub fn signature_differences(
    a: &tass_model::Program,
    b: &tass_model::Program,
) -> Vec<(Span, String)> {
    use tass_syntax::ast::IoKind;
    let sig = |p: &tass_model::Program| -> Vec<(String, String, String, Span)> {
        p.shared
            .iter()
            .map(|s| {
                let io = if s.io == IoKind::Input {
                    "input"
                } else {
                    "output"
                };
                (
                    s.var.name.to_string(),
                    io.to_string(),
                    tass_model::show::type_str(&s.var.ty, &p.structs),
                    s.var.span,
                )
            })
            .collect()
    };
    let (sa, sb) = (sig(a), sig(b));
    let mut out = Vec::new();
    for (n, io, t, span) in &sa {
        match sb.iter().find(|(m, _, _, _)| m == n) {
            None => out.push((
                *span,
                format!("{io} `{n}` ({t}) is only in the specification"),
            )),
            Some((_, io2, _, s2)) if io2 != io => out.push((
                *s2,
                format!("`{n}` is an {io} of the specification but an {io2} of the implementation"),
            )),
            Some((_, _, t2, s2)) if t2 != t => out.push((
                *s2,
                format!(
                    "{io} `{n}` has type {t} in the specification but {t2} in the implementation"
                ),
            )),
            _ => {}
        }
    }
    for (n, io, t, span) in &sb {
        if !sa.iter().any(|(m, _, _, _)| m == n) {
            out.push((
                *span,
                format!("{io} `{n}` ({t}) is only in the implementation"),
            ));
        }
    }
    out
}

/// Runs the search on one program (verify) or two (compare) and prints the report.
fn search(
    np2: Option<u32>,
    c: &FrontArgs,
    args: &SearchOpts,
    programs: &[&tass_model::Program],
    map: &SourceMap,
    title: &str,
    notes: &[String],
) -> i32 {
    let cfg = match config(np2, c, args, programs) {
        Ok(cfg) => cfg,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_ERROR;
        }
    };
    let Some((mut report, replay)) = explore(programs, &cfg, args, map) else {
        return EXIT_ERROR;
    };
    for (i, n) in notes.iter().enumerate() {
        report.notes.insert(i, n.clone());
    }
    render(&cfg, args, programs, map, title, &report, replay.as_deref())
}

/// Prints the report of a run (text, or JSON with `--json`); returns the exit status.
fn render(
    cfg: &Config,
    args: &SearchOpts,
    programs: &[&tass_model::Program],
    map: &SourceMap,
    title: &str,
    report: &Report,
    replay: Option<&str>,
) -> i32 {
    let code = exit_code(report);
    crate::control::set_phase(crate::control::Phase::Report);
    let svcomp = |sv| svcomp_verdict(report, sv);
    if args.json {
        let mut j = crate::json::JsonReport::new(map, report, replay);
        // How floating point was read (the text report's semantics line says it in
        // words): `real` for symbolic values read as reals, `ieee` for IEEE 754.
        j.floating_point = if cfg.ieee_symbolic { "ieee" } else { "real" };
        if programs.len() == 2 {
            j.compared = Some(tass_explore::compared(programs));
        }
        j.svcomp = cfg.svcomp.map(|sv| crate::json::JsonSvcomp {
            property: sv.name(),
            verdict: svcomp(sv),
        });
        return crate::emit(crate::json::to_text(&j).as_bytes(), code);
    }
    let run = text::Run {
        title,
        map,
        cfg,
        opts: args,
        programs,
        report,
        replay,
        svcomp: cfg.svcomp.filter(|_| args.svcomp).map(svcomp),
    };
    let mut o: Vec<u8> = Vec::new();
    text::write(&mut o, &run);
    crate::emit(&o, code)
}

/// The configuration of the search from the options, or what is wrong with them.
fn config(
    np2: Option<u32>,
    c: &FrontArgs,
    args: &SearchOpts,
    programs: &[&tass_model::Program],
) -> Result<Config, String> {
    let inputs = match c.inputs() {
        Ok(i) => i,
        Err(bad) => {
            return Err(format!(
                "malformed input value `{bad}`; write -inputNAME=VALUE, e.g. -inputN=10"
            ));
        }
    };
    let arguments = match c.arguments() {
        Ok(a) => a,
        Err(bad) => {
            return Err(format!("malformed argument `{bad}`; write --arg K=TEXT, e.g. --arg 1=10 for argv[1] = \"10\""));
        }
    };
    let mut cfg = Config::default();
    cfg.inputs = inputs;
    cfg.arguments = arguments;
    cfg.max_depth = args.max_depth;
    cfg.max_states = args.max_states;
    cfg.loop_bound = args.loop_bound;
    cfg.max_call_depth = args.max_call_depth;
    cfg.max_violations = args.errors;
    cfg.c_integers = args.c_integers;
    // `verify` computes concrete floating-point values as the program does (IEEE 754);
    // `compare` decides equivalence in real arithmetic (TASS), where the order of
    // operations does not matter.
    cfg.ieee_concrete = programs.len() == 1;
    // IEEE 754 for symbolic values: asked, or SV-COMP's semantics (the C program's).
    cfg.ieee_symbolic = match args.float {
        Some(FloatMode::Ieee) => true,
        Some(FloatMode::Real) => false,
        None => args.property.is_some(),
    };
    if cfg.ieee_symbolic && programs.len() != 1 {
        return Err("--float=ieee: `compare` decides equivalence with floating point read as real numbers (TASS's semantics)".into());
    }
    if args.svcomp && args.property.is_none() {
        return Err("--svcomp prints SV-COMP's verdict for a property: give it with --property (e.g. --property unreach-call)".into());
    }
    if let Some(p) = &args.property {
        let sv = match svcomp_property(p) {
            Ok(sv) => sv,
            Err(e) => {
                return Err(format!("--property {p}: {e}"));
            }
        };
        if !args.no_check.is_empty() {
            return Err("--no-check cannot be combined with --property: the property decides what is checked".into());
        }
        cfg.svcomp = Some(sv);
        cfg.properties = sv.properties();
        cfg.c_integers = true;
    }
    cfg.procs = c.np.unwrap_or(1);
    // What the front end left of the run's time limit.
    cfg.time_limit = crate::control::time_left(args.time_limit);
    cfg.deepen = args.deepen;
    // The time to give up counts from the start of tass, as the time limit does.
    let give_up = args.give_up.unwrap_or(GIVE_UP);
    cfg.give_up = (cfg.time_limit.is_none() && !give_up.is_zero()).then(|| {
        give_up
            .saturating_sub(crate::control::start().elapsed())
            .max(std::time::Duration::from_millis(1))
    });
    cfg.deadlock = args.deadlock.mode();
    cfg.state_heuristic = args.state_heuristic;
    cfg.memory_limit = args.memory_limit.map(|m| m << 20);
    for p in &args.no_check {
        p.switch_off(&mut cfg.properties);
    }
    // `--ignore-pragma=NS` with no pragma of that tool would have no effect.
    for ns in &args.ignore_pragma {
        let present = programs.iter().any(|p| {
            p.annotations.iter().any(
                |a| matches!(&a.status, tass_model::AnnotationStatus::Foreign(n) if **n == **ns),
            )
        });
        if !present {
            return Err(format!(
                "--ignore-pragma={ns}: the program has no `#pragma {ns}`"
            ));
        }
    }
    cfg.ignored_pragmas = args.ignore_pragma.clone();
    if !args.technique.is_empty() {
        let mut chosen = Vec::new();
        for t in args.technique.iter().filter_map(|n| n.technique()) {
            if !chosen.contains(&t) {
                chosen.push(t);
            }
        }
        cfg.techniques = chosen;
    }
    cfg.procs2 = np2.unwrap_or(1);
    Ok(cfg)
}

/// Runs the search, with a progress line on a terminal, and the replay of its first
/// counterexample when asked: the report (its stop reason adjusted to the run's limit
/// and signals, the solvers' warnings in its notes) and the replay's sentence. `None`
/// when the search could not run (said on standard error).
fn explore(
    programs: &[&tass_model::Program],
    cfg: &Config,
    args: &SearchOpts,
    map: &SourceMap,
) -> Option<(Report, Option<String>)> {
    let mut oracle = match oracle(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}");
            return None;
        }
    };
    let interrupt = crate::control::interrupt();
    let tty = std::io::IsTerminal::is_terminal(&std::io::stderr()) && !args.json;
    let mut last = std::time::Instant::now();
    let mut show = |s: &tass_explore::Stats| {
        if last.elapsed().as_millis() >= 500 {
            last = std::time::Instant::now();
            let rate = s.transitions as f64 / s.time.as_secs_f64().max(1e-9);
            eprint!(
                "\r  {} states seen, {} saved, {:.0} transitions/s, depth {}   ",
                s.states_seen, s.states_saved, rate, s.max_depth
            );
        }
    };
    let progress: Option<&mut dyn FnMut(&tass_explore::Stats)> =
        if tty { Some(&mut show) } else { None };
    crate::control::set_phase(crate::control::Phase::Search);
    let result = tass_explore::verify(programs, cfg, oracle.as_mut(), interrupt, progress);
    if tty {
        eprint!("\r{}\r", " ".repeat(78));
    }
    let report = match result {
        Ok(r) => r,
        Err(e) => {
            match e.span {
                Some(span) => {
                    let d = tass_syntax::Diagnostic::error(span, e.message);
                    let _ = report::render(map, &[d], &mut crate::stderr_stream());
                }
                None => eprintln!("error: {e}"),
            }
            return None;
        }
    };
    let mut report = report;
    // The search's limit was what was left of the run's: the report gives the run's.
    if let (StopReason::TimeLimit(_), Some(t)) = (&report.stop, args.time_limit) {
        report.stop = StopReason::TimeLimit(t);
    }
    // A signal ended the run: whatever the search concluded after it rests on queries
    // whose solvers were killed, so the run is reported as interrupted (a violation
    // found stays: it was checked).
    if crate::signal::signal_name().is_some() {
        report.stop = StopReason::Interrupted;
        if matches!(report.outcome, Outcome::Holds) {
            report.outcome = Outcome::Unknown;
        }
    }
    // Solvers dropped because they answered what is not SMT-LIB: in the report and now.
    for w in oracle.warnings() {
        eprintln!("warning: {w}");
        report.notes.push(w);
    }
    let replay = if args.replay {
        replay(programs, cfg, args, &report)
    } else {
        None
    };
    drop(oracle);
    Some((report, replay))
}

/// Re-runs the search with the inputs of the first violation fixed: concrete execution of
/// the counterexample. Says whether the same violation (kind and place) is reached.
fn replay(
    programs: &[&tass_model::Program],
    cfg: &Config,
    args: &SearchOpts,
    report: &Report,
) -> Option<String> {
    let Outcome::Violation(vs) = &report.outcome else {
        return None;
    };
    let v = vs.first()?;
    let names: Vec<String> = programs
        .iter()
        .flat_map(|p| p.shared.iter())
        .filter(|s| s.io == tass_syntax::ast::IoKind::Input && crate::is_scalar_input(&s.var.ty))
        .map(|s| s.var.name.to_string())
        .collect();
    let mut fixed = cfg.inputs.clone();
    for (n, x) in &v.inputs {
        if names.contains(n) && !fixed.iter().any(|(m, _)| m == n) {
            fixed.push((n.clone(), x.clone()));
        }
    }
    // An input the counterexample gives no value for does not occur in the path
    // condition or in the property: any value will do.
    for n in &names {
        if !fixed.iter().any(|(m, _)| m == n) {
            fixed.push((n.clone(), "0".into()));
        }
    }
    let mut cfg2 = cfg.clone();
    cfg2.inputs = fixed.clone();
    let mut o = oracle(args).ok()?;
    let r = tass_explore::verify(programs, &cfg2, o.as_mut(), None, None).ok()?;
    let shown = fixed
        .iter()
        .map(|(n, x)| format!("{n}={x}"))
        .collect::<Vec<_>>()
        .join(" ");
    // What the replay does not fix: it searches again over those values.
    let mut caveats = Vec::new();
    let free: Vec<&str> = v
        .inputs
        .iter()
        .map(|(n, _)| n.as_str())
        .filter(|n| !fixed.iter().any(|(m, _)| m == n))
        .collect();
    if !free.is_empty() {
        caveats.push(format!(
            "{} not fixed in the replay (searched over again)",
            free.join(", ")
        ));
    }
    if !v.functions.is_empty() {
        caveats.push(format!(
            "the counterexample depends on uninterpreted functions: {}",
            v.functions.join(", ")
        ));
    }
    let caveats: String = caveats.iter().map(|c| format!("; {c}")).collect();
    let shown = if shown.is_empty() {
        "no input fixed".to_string()
    } else {
        shown
    };
    Some(match &r.outcome {
        Outcome::Violation(ws)
            if ws
                .first()
                .is_some_and(|w| w.kind == v.kind && w.span == v.span) =>
        {
            format!("reproduced with {shown}{caveats}")
        }
        _ => format!("NOT reproduced with {shown}{caveats}"),
    })
}
