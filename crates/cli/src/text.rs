//! The text report of `tass verify` and `tass compare`, and the phrases it shares with
//! the JSON report (places, stop reasons).

use crate::args::SearchOpts;
use std::io::Write;
use tass_explore::{Certainty, Config, Outcome, Report, StopReason, Violation};
use tass_syntax::{SourceMap, Span};

/// What the text report says of one run.
pub(crate) struct Run<'a> {
    /// The command, as the report's first line.
    pub title: &'a str,
    /// The sources, for places.
    pub map: &'a SourceMap,
    /// How the search was configured.
    pub cfg: &'a Config,
    /// The options of the search.
    pub opts: &'a SearchOpts,
    /// The program (verify) or the two (compare).
    pub programs: &'a [&'a tass_model::Program],
    /// What the search found.
    pub report: &'a Report,
    /// The replay's sentence, when the counterexample was replayed.
    pub replay: Option<&'a str>,
    /// SV-COMP's verdict line, when `--svcomp` asks for it.
    pub svcomp: Option<String>,
}

/// Writes the text report of a run: title, semantics, bounds, outcome, what was
/// compared, what was not checked, loops, notes, induction, vacuity, statistics,
/// replay, verdict.
pub(crate) fn write(o: &mut Vec<u8>, run: &Run<'_>) {
    let (map, report, cfg) = (run.map, run.report, run.cfg);
    let _ = writeln!(o, "{}", run.title);
    let _ = writeln!(
        o,
        "{}",
        semantics(
            cfg.c_integers,
            float_reading(cfg),
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
    outcome(o, run);
    if run.programs.len() == 2 {
        let what = tass_explore::compared(run.programs);
        let what = if what.is_empty() {
            "nothing (the programs declare no output of the same name)".to_string()
        } else {
            what.join(", ")
        };
        let _ = writeln!(o, "compared: {what}");
    }
    checks(o, map, report);
    for n in &report.notes {
        let _ = writeln!(o, "note: {n}");
    }
    if run.opts.show_induction {
        print_induction(o, map, report.induction.as_ref());
        if report.induction.is_none() {
            print_induction_failure(o, map, report.induction_failure.as_ref());
        }
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
    stats(o, &report.stats);
    if let Some(r) = run.replay {
        let _ = writeln!(o, "replay: {r}");
    }
    let verdict = match report.outcome {
        Outcome::Holds => "holds",
        Outcome::Violation(_) => "violation",
        Outcome::Unknown => "unknown",
    };
    let _ = writeln!(o, "verdict: {verdict}");
    if let Some(sv) = &run.svcomp {
        let _ = writeln!(o, "{sv}");
    }
}

/// The outcome: that every property holds, the violations, or why the run is unknown
/// (with the possible violations).
fn outcome(o: &mut Vec<u8>, run: &Run<'_>) {
    let (map, report) = (run.map, run.report);
    let compare = run.programs.len() == 2;
    let full_trace = run.opts.full_trace;
    match &report.outcome {
        Outcome::Holds => {
            let scope = if report.bounds.is_empty() {
                "for all inputs satisfying their conditions"
            } else {
                "within the bounds"
            };
            if compare {
                let _ = writeln!(o, "The two programs are functionally equivalent, and all properties hold, {scope}.");
            } else {
                let _ = writeln!(o, "All properties hold {scope}.");
            }
        }
        Outcome::Violation(vs) => {
            for v in vs {
                print_violation(o, map, v, compare, full_trace);
            }
        }
        Outcome::Unknown => {
            for v in &report.possible {
                print_violation(o, map, v, compare, full_trace);
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
}

/// The annotations not checked, and what decided each loop.
fn checks(o: &mut Vec<u8>, map: &SourceMap, report: &Report) {
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
}

/// The statistics line.
fn stats(o: &mut Vec<u8>, s: &tass_explore::Stats) {
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
        StopReason::GaveUp(_) => "the time a run that cannot end holds has passed (10 s from the start by default: --give-up, or --time-limit, gives more)".into(),
        StopReason::MemoryLimit(m) => format!(
            "the memory limit of {} MiB was reached (--memory-limit)",
            m >> 20
        ),
        StopReason::Interrupted => match crate::signal::signal_name() {
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

/// Why induction did not decide the program (`--show-induction`): the reason, and each
/// check of the inductive step it could not prove, with the formula (the path
/// condition it was asked under).
fn print_induction_failure(
    o: &mut impl Write,
    map: &SourceMap,
    failure: Option<&tass_explore::InductionFailure>,
) {
    let Some(f) = failure else { return };
    let _ = writeln!(o, "induction was tried and did not decide: {}", f.why);
    for v in &f.unproved {
        let _ = writeln!(
            o,
            "  not proved in the inductive step: {} at {}: {}",
            v.kind.as_str(),
            loc(map, v.span),
            v.message
        );
        if let Some(r) = &v.reason {
            let _ = writeln!(o, "    the prover could not decide: {r}");
        }
        let _ = writeln!(o, "    under: {}", v.path_condition);
    }
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
    for (span, text) in &i.lemmas {
        let _ = writeln!(
            o,
            "  lemma after the loop at {}: {text} (seed 002's strengthening: derived from a check the step did not prove, proved in the base case and the step)",
            loc(map, *span)
        );
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
