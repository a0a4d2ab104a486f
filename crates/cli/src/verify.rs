//! `tass verify`: runs the search and prints the report.
//!
//! The report is made in memory and written at once ([`crate::emit`]): a write that
//! fails (a full disk) is an error with exit status 2, not a verdict nobody read. The
//! time limit counts from the start of `tass` ([`crate::control`]): the search gets
//! what the front end left of it, and the solvers' deadline is the run's.

use crate::args::{CompareArgs, FloatMode, FrontArgs, PropertyArg, Prover, SearchOpts, VerifyArgs};
use crate::frontend::{load, FrontOptions};
use crate::{report, EXIT_ERROR, EXIT_HOLDS, EXIT_UNKNOWN, EXIT_VIOLATION};
use std::io::Write;
use tass_explore::{Certainty, Config, Oracle, Outcome, Report, StopReason, Violation};
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

/// `file:line:column` of a span, with the file's name only (`<unknown>` for a span of
/// no file).
pub(crate) fn loc(map: &SourceMap, span: Span) -> String {
    if (span.file.0 as usize) < map.files().count() {
        let l = map.location(span);
        let name = l
            .path
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        format!("{name}:{}:{}", l.line, l.column)
    } else {
        "<unknown>".into()
    }
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

/// A sentence for a stop reason.
pub fn stop_text(map: &SourceMap, s: &StopReason) -> String {
    match s {
        StopReason::Done => "every reachable state was explored".into(),
        StopReason::Violation => "stopped at the first violation".into(),
        StopReason::DepthLimit(n) => {
            format!("a path exceeded the depth limit of {n} transitions (--max-depth)")
        }
        StopReason::StateLimit(n) => format!("more than {n} states were saved (--max-states)"),
        StopReason::TimeLimit(t) => format!(
            "the time limit of {:.1} s passed (--time-limit)",
            t.as_secs_f64()
        ),
        StopReason::MemoryLimit(m) => format!(
            "the memory limit of {} MiB was reached (--memory-limit)",
            m >> 20
        ),
        StopReason::Interrupted => match crate::control::signal_name() {
            Some(signal) => format!("interrupted by {signal}"),
            None => "interrupted by the user".into(),
        },
        StopReason::LoopBound {
            span,
            bound,
            inputs,
            unbounded,
        } => {
            // Inputs by name; command-line arguments as `argv[K]`.
            let (args, named): (Vec<&String>, Vec<&String>) =
                inputs.iter().partition(|i| i.starts_with("argv["));
            let list = |v: &[&String]| {
                v.iter()
                    .map(|i| format!("`{i}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let mut whose = Vec::new();
            if !named.is_empty() {
                whose.push(format!("the input(s) {}", list(&named)));
            }
            if !args.is_empty() {
                whose.push(format!("the command-line argument(s) {}", list(&args)));
            }
            let who = if whose.is_empty() {
                "symbolic values".to_string()
            } else {
                whose.join(" and ")
            };
            let why = if *unbounded {
                format!("its condition depends on {who}, which has no upper bound within the search's reach (a tenth of --loop-bound)")
            } else {
                format!("its condition depends on {who} (--loop-bound raises the limit)")
            };
            // Advice that works as written: `--arg K=` for an argument, `-inputN=` for
            // a named input, a bound in the program for other values (`scanf`,
            // `__VERIFIER_nondet_int`).
            let mut advice = Vec::new();
            if let Some(k) = args.first().and_then(|a| {
                a.strip_prefix("argv[")
                    .and_then(|r| r.split(']').next())
                    .map(str::to_string)
            }) {
                advice.push(format!("give the argument a value (e.g. --arg {k}=10)"));
            }
            if let Some(n) = named.first() {
                advice.push(format!(
                    "bound the input (e.g. -input{n}=10 or a condition in its pragma)"
                ));
            }
            if advice.is_empty() {
                advice.push(
                    "bound the value in the program (e.g. `if (n > 100) return 1;`)".into(),
                );
            }
            format!(
                "the loop at {} iterated {bound} times on one path and the search cannot end: {why}; {}, or give the loop an invariant",
                loc(map, *span),
                advice.join(", ")
            )
        }
        StopReason::CallDepth {
            span,
            function,
            limit,
        } => format!(
            "the call of `{function}` at {} would make the call stack deeper than {limit} frames (--max-call-depth): a recursion that does not end, or whose depth depends on an input without a bound",
            loc(map, *span)
        ),
        StopReason::Unsupported { span, what } => {
            format!("{} at {} is not supported yet", what, loc(map, *span))
        }
        StopReason::NotChecked { span, what, why } => {
            let at = span
                .filter(|s| (s.file.0 as usize) < map.files().count())
                .map(|s| format!(" at {}", loc(map, s)))
                .unwrap_or_default();
            format!("every path was explored, but {what}{at} is not checked: {why}")
        }
    }
}

/// Writes a violation as `tass verify` reports it: kind, certainty, place, message,
/// inputs, path condition and trace (`compare`: each step names its program).
pub fn print_violation(
    out: &mut impl Write,
    map: &SourceMap,
    v: &Violation,
    compare: bool,
    full_trace: bool,
) {
    let certainty = match v.certainty {
        Certainty::Provable => "provable",
        Certainty::Possible => "possible",
    };
    let _ = writeln!(
        out,
        "violation: {} ({certainty}) at {}",
        v.kind.as_str(),
        loc(map, v.span)
    );
    let _ = writeln!(out, "  {}", v.message);
    if let Some(r) = &v.reason {
        let _ = writeln!(out, "  the prover could not decide: {r}");
    }
    if !v.inputs.is_empty() {
        let inputs: Vec<String> = v.inputs.iter().map(|(n, x)| format!("{n} = {x}")).collect();
        let _ = writeln!(out, "  inputs: {}", inputs.join(", "));
    }
    if !v.functions.is_empty() {
        let _ = writeln!(
            out,
            "  uninterpreted functions in the counterexample: {}",
            v.functions.join(", ")
        );
    }
    let _ = writeln!(out, "  path condition: {}", v.path_condition);
    // Steps in tass's bundled headers (the set-up of `mpi.h`'s globals) are left out
    // unless asked for; the steps keep their numbers.
    let bundled = |s: &tass_explore::TraceStep| {
        (s.span.file.0 as usize) < map.files().count() && map.file(s.span.file).bundled
    };
    let hidden = if full_trace {
        0
    } else {
        v.trace.iter().filter(|s| bundled(s)).count()
    };
    if hidden > 0 {
        let _ = writeln!(
            out,
            "  trace ({} steps; {hidden} set-up steps in tass's headers not shown, --full-trace shows them):",
            v.trace.len()
        );
    } else {
        let _ = writeln!(out, "  trace ({} steps):", v.trace.len());
    }
    // Several processes: each step names its process.
    let ranks = v.trace.iter().any(|s| s.rank > 0);
    for (i, s) in v.trace.iter().enumerate() {
        if !full_trace && bundled(s) {
            continue;
        }
        let side = if compare {
            if s.program == 0 {
                "[spec] "
            } else {
                "[impl] "
            }
        } else {
            ""
        };
        let rank = if ranks {
            format!("p{:<3} ", s.rank)
        } else {
            String::new()
        };
        let mut line = format!(
            "    {:>3}. {side}{rank}{:<24} {:<10} {}",
            i + 1,
            loc(map, s.span),
            s.function,
            s.statement
        );
        if !s.changes.is_empty() {
            let ch: Vec<String> = s
                .changes
                .iter()
                .map(|(n, x)| format!("{n} := {x}"))
                .collect();
            line.push_str(&format!("   [{}]", ch.join(", ")));
        }
        let _ = writeln!(out, "{line}");
        if let Some(pc) = &s.path_condition {
            let _ = writeln!(out, "         path condition: {pc}");
        }
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
    search(
        None,
        &c.front,
        &args.search,
        &[&program],
        &out.map,
        &verify_title(args),
    )
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
    search(args.np2, c, &args.search, &[&sp, &ip], &map, &title)
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
) -> i32 {
    let inputs = match c.inputs() {
        Ok(i) => i,
        Err(bad) => {
            eprintln!(
                "error: malformed input value `{bad}`; write -inputNAME=VALUE, e.g. -inputN=10"
            );
            return EXIT_ERROR;
        }
    };
    let arguments = match c.arguments() {
        Ok(a) => a,
        Err(bad) => {
            eprintln!(
                "error: malformed argument `{bad}`; write --arg K=TEXT, e.g. --arg 1=10 for argv[1] = \"10\""
            );
            return EXIT_ERROR;
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
        eprintln!("error: --float=ieee: `compare` decides equivalence with floating point read as real numbers (TASS's semantics)");
        return EXIT_ERROR;
    }
    if args.svcomp && args.property.is_none() {
        eprintln!("error: --svcomp prints SV-COMP's verdict for a property: give it with --property (e.g. --property unreach-call)");
        return EXIT_ERROR;
    }
    if let Some(p) = &args.property {
        let sv = match svcomp_property(p) {
            Ok(sv) => sv,
            Err(e) => {
                eprintln!("error: --property {p}: {e}");
                return EXIT_ERROR;
            }
        };
        if !args.no_check.is_empty() {
            eprintln!("error: --no-check cannot be combined with --property: the property decides what is checked");
            return EXIT_ERROR;
        }
        cfg.svcomp = Some(sv);
        cfg.properties = sv.properties();
        cfg.c_integers = true;
    }
    cfg.procs = c.np.unwrap_or(1);
    // What the front end left of the run's time limit.
    cfg.time_limit = crate::control::time_left(args.time_limit);
    cfg.deepen = args.deepen;
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
            eprintln!("error: --ignore-pragma={ns}: the program has no `#pragma {ns}`");
            return EXIT_ERROR;
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
    let mut oracle = match oracle(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}");
            return EXIT_ERROR;
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
    let result = tass_explore::verify(programs, &cfg, oracle.as_mut(), interrupt, progress);
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
            return EXIT_ERROR;
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
    if crate::control::signal_name().is_some() {
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
    let code = exit_code(&report);
    let replay = if args.replay {
        replay(programs, &cfg, args, &report)
    } else {
        None
    };
    drop(oracle);
    crate::control::set_phase(crate::control::Phase::Report);
    let mut o: Vec<u8> = Vec::new();
    if args.json {
        let mut j = crate::json::JsonReport::new(map, &report, replay.as_deref());
        // How floating point was read (the text report's semantics line says it in
        // words): `real` for symbolic values read as reals, `ieee` for IEEE 754.
        j.floating_point = if cfg.ieee_symbolic { "ieee" } else { "real" };
        if programs.len() == 2 {
            j.compared = Some(tass_explore::compared(programs));
        }
        j.svcomp = cfg.svcomp.map(|sv| crate::json::JsonSvcomp {
            property: sv.name(),
            verdict: svcomp_verdict(&report, sv),
        });
        o.extend_from_slice(crate::json::to_text(&j).as_bytes());
        return crate::emit(&o, code);
    }
    let _ = writeln!(o, "{title}");
    let _ = writeln!(
        o,
        "{}",
        semantics(
            cfg.c_integers,
            float_reading(&cfg),
            report.wraps.map(|s| loc(map, s))
        )
    );
    if !report.bounds.is_empty() {
        let b: Vec<String> = report
            .bounds
            .iter()
            .map(|(n, v)| format!("{n} = {v}"))
            .collect();
        let _ = writeln!(o, "bounds: {}", b.join(", "));
    }
    match &report.outcome {
        Outcome::Holds => {
            let scope = if report.bounds.is_empty() {
                "for all inputs satisfying their conditions"
            } else {
                "within the bounds"
            };
            if programs.len() == 2 {
                let _ = writeln!(o, "The two programs are functionally equivalent, and all properties hold, {scope}.");
            } else {
                let _ = writeln!(o, "All properties hold {scope}.");
            }
        }
        Outcome::Violation(vs) => {
            for v in vs {
                print_violation(&mut o, map, v, programs.len() == 2, args.full_trace);
            }
        }
        Outcome::Unknown => {
            for v in &report.possible {
                print_violation(&mut o, map, v, programs.len() == 2, args.full_trace);
            }
            if !report.possible.is_empty() {
                let _ = writeln!(
                    o,
                    "unknown: {} possible violation(s) that the prover could neither rule out nor confirm with a checked counterexample",
                    report.possible.len()
                );
            }
            if report.possible.is_empty() || report.stop != StopReason::Done {
                let _ = writeln!(o, "unknown: {}", stop_text(map, &report.stop));
            }
        }
    }
    if programs.len() == 2 {
        let what = tass_explore::compared(programs);
        let what = if what.is_empty() {
            "nothing (the programs declare no output of the same name)".to_string()
        } else {
            what.join(", ")
        };
        let _ = writeln!(o, "compared: {what}");
    }
    if !report.not_checked.is_empty() {
        let _ = writeln!(o, "not checked:");
        for n in &report.not_checked {
            let at = n
                .span
                .map(|s| format!(" at {}", loc(map, s)))
                .unwrap_or_default();
            let _ = writeln!(o, "  {}{at}: {}", n.what, n.reason);
        }
    }
    if !report.loops.is_empty() {
        let _ = writeln!(o, "loops:");
        for l in &report.loops {
            let mut parts = Vec::new();
            if let Some(t) = l.decided_by {
                parts.push(format!("decided by {t}"));
            }
            for (t, why) in &l.declined {
                parts.push(format!("{t} declined: {why}"));
            }
            if parts.is_empty() {
                parts.push("run by the search".into());
            }
            let _ = writeln!(o, "  loop at {}: {}", loc(map, l.span), parts.join("; "));
            for a in &l.annotations {
                let line = map.location(a.span).line;
                let _ = writeln!(
                    o,
                    "    {} (line {line}): checked by {}",
                    a.text, a.checked_by
                );
            }
        }
    }
    for n in &report.notes {
        let _ = writeln!(o, "note: {n}");
    }
    if args.show_induction {
        print_induction(&mut o, map, report.induction.as_ref());
    }
    if report.vacuous {
        let _ = writeln!(
            o,
            "warning: the result is vacuous: no execution reaches the end of the program; every path ended before it, for these reasons:"
        );
        for (s, why) in &report.ended {
            let at = map.location(*s);
            let _ = writeln!(
                o,
                "  a path ended at {}:{}:{}: {why}",
                at.path.display(),
                at.line,
                at.column
            );
        }
    }
    let s = &report.stats;
    let prover: Vec<String> = s.prover.iter().map(|(k, v)| format!("{k} {v}")).collect();
    let _ = writeln!(
        o,
        "stats: states {} seen, {} saved, {} matched; transitions {}; max depth {}; symbolic values {}; prover: {}; time {:.3} s; memory {}",
        s.states_seen,
        s.states_saved,
        s.states_matched,
        s.transitions,
        s.max_depth,
        s.symbolic_values,
        if prover.is_empty() { "-".into() } else { prover.join(", ") },
        s.time.as_secs_f64(),
        s.peak_memory.map(|m| format!("{:.1} MiB", m as f64 / 1048576.0)).unwrap_or_else(|| "?".into())
    );
    if let Some(r) = &replay {
        let _ = writeln!(o, "replay: {r}");
    }
    let verdict = match report.outcome {
        Outcome::Holds => "holds",
        Outcome::Violation(_) => "violation",
        Outcome::Unknown => "unknown",
    };
    let _ = writeln!(o, "verdict: {verdict}");
    if let (true, Some(sv)) = (args.svcomp, cfg.svcomp) {
        let _ = writeln!(o, "{}", svcomp_verdict(&report, sv));
    }
    crate::emit(&o, code)
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

/// The artefacts of a proof by induction (`--show-induction`).
fn print_induction(
    o: &mut impl Write,
    map: &SourceMap,
    induction: Option<&tass_explore::InductionReport>,
) {
    let Some(i) = induction else {
        let _ = writeln!(o, "induction: not used for this verdict");
        return;
    };
    match &i.input {
        None => {
            let _ = writeln!(
                o,
                "induction on N, the value made at {}: base case N <= {} by the search; inductive step: the program for N run beside the program for N-1, whose checks are assumed",
                loc(map, i.parameter),
                i.base
            );
        }
        Some(n) => {
            let n = if n == "N" {
                n.clone()
            } else {
                format!("{n} (N)")
            };
            let _ = writeln!(
                o,
                "induction on the input {n} declared at {}: base case N <= {} or N-1 rejected by the input conditions, by the search; inductive step: the program for N run beside the program for N-1, whose checks are assumed",
                loc(map, i.parameter),
                i.base
            );
        }
    }
    let _ = writeln!(
        o,
        "  (in seed 002's terms: Q_{{N-1}} is the program for N-1, run beside P_N with the same choices; peel(P_N) is what the program for N runs after a paired loop; D is the difference invariant of each pair, strengthened by dropping the candidates an iteration does not preserve)"
    );
    for p in &i.pairs {
        let peel = match p.peeled {
            0 => String::new(),
            1 => "; the loop for N ran 1 iteration by itself first".to_string(),
            n => format!("; the loop for N ran {n} iterations by itself first"),
        };
        let _ = writeln!(
            o,
            "  loop at {}: counter {} equal in both{peel}; after it, the program for N runs on by itself (the peel)",
            loc(map, p.span),
            p.counter
        );
        for r in &p.relations {
            let _ = writeln!(o, "    D: {r}");
        }
        for r in &p.dropped {
            let _ = writeln!(o, "    dropped (not preserved by an iteration): {r}");
        }
        let _ = writeln!(o, "    {} round(s) to a fixed point", p.rounds);
    }
}

/// How the run read floating point, as a phrase of the semantics line.
fn float_reading(cfg: &Config) -> &'static str {
    match (cfg.ieee_concrete, cfg.ieee_symbolic) {
        (_, true) => "floating point follows IEEE 754 (--float=ieee: concrete values rounded, symbolic values decided in IEEE 754 by the solvers' floating-point theory; a verdict that would rest on reading another operation on them, such as sin, as real arithmetic is unknown; --float=real reads symbolic values as real numbers)",
        (true, false) => "floating-point values are rounded as IEEE 754 when concrete and read as real numbers when symbolic (--float=real; --float=ieee for C's semantics; counterexamples are confirmed with C's rounding)",
        (false, false) => "floating-point operations are read as real arithmetic (no rounding: TASS's semantics for compare)",
    }
}

/// The sentence of a report that says how numbers were read: integers as mathematical
/// integers (TASS's default) or as C's, and why, and floating point (`reals`).
fn semantics(c_integers: bool, reals: &str, wraps: Option<String>) -> String {
    const C: &str = "Integers follow C (unsigned arithmetic and conversions wrap, values lie in their type's range)";
    match (c_integers, wraps) {
        (_, Some(at)) => format!(
            "{C} and {reals}: at {at} a value C wraps may leave its type's range, where mathematical integers (the default) would not model C."
        ),
        (true, None) => format!("{C} and {reals}."),
        (false, None) => format!("Integers are read as mathematical integers and {reals}."),
    }
}
