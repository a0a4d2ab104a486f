//! `tass ipp FILE`: the invariant-preserving projection of an annotated MPI program
//! (crate `tass-ipp`), proved by Frama-C/WP for every number of processes; the report
//! locates every unproved obligation in the user's source.
//!
//! Cross-check (`--cross-check=N`): the CLI, which may call both routes (tass-ipp never
//! knows the engine), loads the user's file with `FrontOptions::drop` (`DropAnnotations {
//! names, prefixes }` from `Projection::generated_names()` and `GENERATED_PREFIX`):
//! after parsing and before lowering, `tass_model::frontend::drop_annotations` removes
//! the `ipp` annotations, ghost code and every annotation naming those names (or a logic
//! definition removed before it), statement annotations becoming empty statements so
//! every span stays valid, and returns them (`FrontOutput::dropped`), which the report
//! lists. Then `tass_explore::verify` runs for `-np=1..N` with `Deadlock::Absolute`
//! (buffered sends, as the projection's channels) and a time limit each. `conclude(file,
//! Proof, verdict, &CrossCheck)` combines: a provable violation against a proof that
//! holds is a DISAGREEMENT (verdict unknown, a bug report), against a proof that fails a
//! real counterexample (exit 1); anything else keeps the proof's verdict.
//!
//! `conclude` is public so that a unit test can give it a fabricated proof that holds.

use crate::args::IppArgs;
use crate::frontend::{DropAnnotations, DroppedAnnotation, FrontOptions};
use crate::{EXIT_ERROR, EXIT_HOLDS, EXIT_UNKNOWN, EXIT_VIOLATION};
use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};
use tass_explore::{Certainty, Config, Outcome, Report};
use tass_ipp::{Deadlock, Goal, Options, Projection, Status};
use tass_syntax::SourceMap;

/// Runs `tass ipp`; returns the exit status.
pub fn run(a: &IppArgs) -> i32 {
    let start = Instant::now();
    crate::control::set_phase(crate::control::Phase::Proof);
    let proj = match tass_ipp::project_with(&a.file, a.deadlock == crate::args::IppDeadlock::Check)
    {
        Ok(p) => p,
        Err(e) => {
            let mut err = crate::stderr_stream();
            let _ = crate::report::render(&e.map, &e.diagnostics, &mut err);
            return if e.unsupported {
                eprintln!("verdict: unknown (the program uses what tass ipp does not support yet)");
                EXIT_UNKNOWN
            } else {
                EXIT_ERROR
            };
        }
    };
    if a.no_prove {
        match &a.output {
            Some(out) => {
                if let Err(e) = std::fs::write(out, &proj.text) {
                    eprintln!("error: cannot write {}: {e}", out.display());
                    return EXIT_ERROR;
                }
                let text = format!("projection written to {}\n", out.display());
                return crate::emit(text.as_bytes(), EXIT_HOLDS);
            }
            None => return crate::emit(proj.text.as_bytes(), EXIT_HOLDS),
        }
    }
    let (path, temporary) = match &a.output {
        Some(p) => (p.clone(), false),
        None => {
            let stem = a
                .file
                .file_stem()
                .map(|s| s.to_string_lossy().to_string())
                .unwrap_or_else(|| "program".into());
            let p =
                std::env::temp_dir().join(format!("tass-ipp-{}-{stem}_ipp.c", std::process::id()));
            (p, true)
        }
    };
    if let Err(e) = std::fs::write(&path, &proj.text) {
        eprintln!("error: cannot write {}: {e}", path.display());
        return EXIT_ERROR;
    }
    let mut opts = Options::default();
    if let Some(t) = a.timeout {
        opts = opts.with_prover_timeout(t);
    }
    if let Some(dir) = &a.wp_cache {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!(
                "error: cannot create the WP cache folder {}: {e}",
                dir.display()
            );
            return EXIT_ERROR;
        }
        opts = opts.with_cache(dir);
    }
    let result = tass_ipp::run(&path, &opts);
    if temporary {
        let _ = std::fs::remove_file(&path);
    }
    // The report, written at once at the end (a failed write is an error).
    let mut printed = String::new();
    let (proof, proof_verdict) = match result {
        Ok(report) => {
            let elapsed = start.elapsed();
            printed.push_str(&render(
                &a.file,
                &proj,
                &report.goals,
                &opts,
                elapsed,
                (!temporary).then_some(path.as_path()),
            ));
            let v = verdict(&proj, &report.goals);
            if holds(&proj, &report.goals) {
                (Proof::Holds, v)
            } else {
                (Proof::NotProved, v)
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            if let tass_ipp::Error::Crashed { .. } = e {
                // Frama-C rejected the projection: a typing error in the annotations
                // (an unknown name, a wrong type), shown in its log.
                eprintln!("(Frama-C rejected the projection; rerun with -o OUT.c to read it)");
                return EXIT_ERROR;
            }
            (Proof::NotRun, "unknown (nothing was proved)".to_string())
        }
    };
    let xc = (a.cross_check > 0).then(|| {
        cross_check(
            &a.file,
            &proj,
            a.cross_check,
            Duration::from_secs(a.cross_check_time),
        )
    });
    let (text, code) = conclude(&a.file, proof, &proof_verdict, xc.as_ref());
    printed.push_str(&text);
    crate::emit(printed.as_bytes(), code)
}

/// What the proof said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// Holds for every number of processes.
    Holds,
    /// Some obligation is not proved (or termination does not follow).
    NotProved,
    /// The proof did not run (Frama-C missing, the run's time limit).
    NotRun,
}

/// The cross-check: the search of `tass verify -np=K --deadlock=absolute` on the user's
/// program for K = 1..N, without the annotations that belong to the projection alone.
pub struct CrossCheck {
    /// The files the search read.
    pub map: SourceMap,
    /// The annotations left to the projection alone (front-end option
    /// [`tass_model::frontend::FrontOptions::drop`]).
    pub dropped: Vec<DroppedAnnotation>,
    /// How many annotations the search checks (assertions, loop clauses, contracts) and
    /// assumes (axioms).
    pub checked: usize,
    /// Axioms the search assumes.
    pub assumed: usize,
    /// The report of each search, by number of processes; the searches stop at the
    /// first provable violation.
    pub runs: Vec<(u32, Report)>,
    /// Why the search could not run on the program (a front-end error, a construct it
    /// does not support), if it could not.
    pub cannot: Option<String>,
    /// The largest number of processes asked for.
    pub n: u32,
}

/// Runs the cross-check of `file` (whose projection is `proj`) for 1..=`n` processes,
/// each search with the time limit `time`.
pub fn cross_check(file: &Path, proj: &Projection, n: u32, time: Duration) -> CrossCheck {
    let drop = DropAnnotations {
        names: proj.generated_names(),
        prefixes: vec![tass_ipp::GENERATED_PREFIX.to_string()],
    };
    let opts = FrontOptions {
        drop: Some(std::sync::Arc::new(drop)),
        ..FrontOptions::default()
    };
    let mut xc = CrossCheck {
        map: SourceMap::new(),
        dropped: Vec::new(),
        checked: 0,
        assumed: 0,
        runs: Vec::new(),
        cannot: None,
        n,
    };
    let out = match crate::frontend::load(&[file.to_path_buf()], &opts) {
        Ok(o) => o,
        Err((path, e)) => {
            xc.cannot = Some(crate::frontend::read_error(&path, &e));
            return xc;
        }
    };
    xc.map = out.map;
    xc.dropped = out.dropped;
    let Some(program) = out.program else {
        let first = out
            .diagnostics
            .iter()
            .find(|d| d.severity == tass_syntax::Severity::Error)
            .map(|d| format!("{}: {}", at(&xc.map, d.span), d.message))
            .unwrap_or_default();
        xc.cannot = Some(format!(
            "the front end rejects the program without the projection's annotations ({first})"
        ));
        return xc;
    };
    use tass_model::AnnotationStatus as A;
    // The user's annotations (not those of tass's bundled headers).
    let users = |status: A| {
        program
            .annotations
            .iter()
            .filter(|r| {
                r.status == status
                    && (r.span.file.0 as usize) < xc.map.files().count()
                    && !xc.map.file(r.span.file).bundled
            })
            .count()
    };
    xc.checked = users(A::Checked);
    xc.assumed = users(A::Assumed);
    for np in 1..=n {
        let mut cfg = Config::default();
        cfg.procs = np;
        cfg.deadlock = tass_explore::Deadlock::Absolute;
        cfg.time_limit = Some(time);
        let deadline = Some(std::time::Instant::now() + time);
        let mut oracle =
            match crate::prover::oracle_for("portfolio", Duration::from_secs(10), deadline, None) {
                Ok(o) => o,
                Err(e) => {
                    xc.cannot = Some(e);
                    return xc;
                }
            };
        match tass_explore::verify(&[&program], &cfg, oracle.as_mut(), None, None) {
            Ok(r) => {
                let provable = provable(&r).is_some();
                xc.runs.push((np, r));
                if provable {
                    break;
                }
            }
            Err(e) => {
                let at = e.span.map(|s| format!(" at {}", at(&xc.map, s)));
                xc.cannot = Some(format!("{}{}", e.message, at.unwrap_or_default()));
                return xc;
            }
        }
    }
    xc
}

/// The first provable violation of a report.
fn provable(r: &Report) -> Option<&tass_explore::Violation> {
    match &r.outcome {
        Outcome::Violation(vs) => vs.iter().find(|v| v.certainty == Certainty::Provable),
        _ => None,
    }
}

/// `file:line:column` of a span.
fn at(map: &SourceMap, span: tass_syntax::Span) -> String {
    if (span.file.0 as usize) < map.files().count() {
        let l = map.location(span);
        format!("{}:{}:{}", l.path.display(), l.line, l.column)
    } else {
        "<unknown>".into()
    }
}

/// The cross-check's section of the report and the final verdict line, with the exit
/// status: the proof's verdict unless the search found a provable violation (a
/// disagreement when the proof holds: verdict unknown, exit 3; a real counterexample
/// when it does not: exit 1).
pub fn conclude(
    file: &Path,
    proof: Proof,
    proof_verdict: &str,
    xc: Option<&CrossCheck>,
) -> (String, i32) {
    let mut s = String::new();
    let proof_code = if proof == Proof::Holds {
        EXIT_HOLDS
    } else {
        EXIT_UNKNOWN
    };
    let Some(xc) = xc else {
        s.push_str("cross-check: off (--cross-check=0)\n");
        s.push_str(&format!("verdict: {proof_verdict}\n"));
        return (s, proof_code);
    };
    s.push_str(&format!(
        "cross-check: the search of tass verify -np=1..{} --deadlock=absolute on {} (the same program; sends buffered, deadlock only where buffering cannot help)\n",
        xc.n,
        file.display()
    ));
    s.push_str(&format!(
        "  {} annotation(s) left to the projection alone (ipp annotations, ghost code, and those naming its ghost state); the search checks the other {} and assumes {} axiom(s):\n",
        xc.dropped.len(),
        xc.checked,
        xc.assumed
    ));
    for d in &xc.dropped {
        let names = if d.names.is_empty() {
            String::new()
        } else {
            format!(" (names {})", d.names.join(", "))
        };
        s.push_str(&format!("    {}: {}{names}\n", at(&xc.map, d.span), d.what));
    }
    if let Some(why) = &xc.cannot {
        s.push_str(&format!(
            "cross-check: the search cannot run on this program: {why} (not a disagreement)\n"
        ));
    }
    let summary: Vec<String> = xc
        .runs
        .iter()
        .map(|(np, r)| format!("-np={np}: {}", said(&xc.map, r)))
        .collect();
    let violation = xc
        .runs
        .iter()
        .find_map(|(np, r)| provable(r).map(|v| (*np, v)));
    match violation {
        None => {
            let all_hold = xc.cannot.is_none()
                && xc.runs.len() == xc.n as usize
                && xc
                    .runs
                    .iter()
                    .all(|(_, r)| matches!(r.outcome, Outcome::Holds));
            if all_hold {
                let how = if proof == Proof::Holds {
                    "agrees (holds)"
                } else {
                    "finds no violation (holds for these numbers of processes)"
                };
                s.push_str(&format!("cross-check: tass verify -np=1..{} {how}\n", xc.n));
            } else if !summary.is_empty() {
                s.push_str(&format!(
                    "cross-check: no violation found; tass verify said {} (not a disagreement)\n",
                    summary.join(", ")
                ));
            }
            s.push_str(&format!("verdict: {proof_verdict}\n"));
            (s, proof_code)
        }
        Some((np, v)) => {
            let mut buf = Vec::new();
            crate::text::print_violation(&mut buf, &xc.map, v, false, false);
            let shown = String::from_utf8_lossy(&buf).to_string();
            let place = at(&xc.map, v.span);
            if proof == Proof::Holds {
                s.push_str(&format!(
                    "cross-check: DISAGREEMENT at -np={np}: {} at {place}: {}\n",
                    v.kind.as_str(),
                    v.message
                ));
                s.push_str(&shown);
                s.push_str("cross-check: the proof says the program holds for every number of processes, but the search found a checked counterexample: this is a bug in tass (the projection, its proof, or the search), or an assumption of the projection that does not hold for this program (channel capacity 1 against the search's unbounded buffering, scalar messages, doubles read as reals); please report it\n");
                s.push_str("verdict: unknown (the proof and the cross-check disagree)\n");
                (s, EXIT_UNKNOWN)
            } else {
                s.push_str(&format!(
                    "cross-check: the violation is real: a concrete counterexample at -np={np}: {} at {place}\n",
                    v.kind.as_str()
                ));
                s.push_str(&shown);
                s.push_str(&format!(
                    "verdict: violation (found by tass verify -np={np} --deadlock=absolute; the proof: {proof_verdict})\n"
                ));
                (s, EXIT_VIOLATION)
            }
        }
    }
}

/// What a search of the cross-check said, in a few words.
fn said(map: &SourceMap, r: &Report) -> String {
    match &r.outcome {
        Outcome::Holds if r.bounds.is_empty() => "holds".into(),
        Outcome::Holds => "holds within the bounds".into(),
        Outcome::Violation(_) if provable(r).is_some() => "violation".into(),
        Outcome::Violation(vs) => format!(
            "{} possible violation(s) (no checked counterexample)",
            vs.len()
        ),
        Outcome::Unknown if !r.possible.is_empty() => format!(
            "unknown, {} possible violation(s) (no checked counterexample)",
            r.possible.len()
        ),
        Outcome::Unknown => format!("unknown ({})", crate::text::stop_text(map, &r.stop)),
    }
}
/// "Holds for every number of processes": every obligation proved (deadlock freedom
/// included unless `--deadlock=none`), and termination follows (every loop has a
/// variant) unless deadlock freedom is not checked (partial correctness).
fn holds(proj: &Projection, goals: &[Goal]) -> bool {
    !goals.is_empty()
        && goals.iter().all(|g| g.status == Status::Proved)
        && (proj.deadlock == Deadlock::NotChecked || proj.termination_gaps.is_empty())
}

/// The proof's verdict (the words after `verdict: `).
fn verdict(proj: &Projection, goals: &[Goal]) -> String {
    let unproved = goals.iter().filter(|g| g.status != Status::Proved).count();
    let dl_unproved = goals
        .iter()
        .any(|g| g.status != Status::Proved && proj.deadlock.owns(&g.name));
    if holds(proj, goals) {
        if proj.deadlock == Deadlock::NotChecked {
            "holds for every number of processes (partial correctness: deadlock freedom not checked; under the assumptions above)".into()
        } else {
            "holds for every number of processes (under the assumptions above)".into()
        }
    } else if unproved == 0 {
        "unknown (termination not proved: a loop without a variant)".into()
    } else if dl_unproved {
        format!("unknown (deadlock freedom not proved; {unproved} obligation(s) not proved)")
    } else {
        format!("unknown ({unproved} obligation(s) not proved)")
    }
}

/// The kind of an obligation, for the per-kind counts.
fn kind(proj: &Projection, g: &Goal) -> String {
    if proj.deadlock.owns(&g.name) {
        return "deadlock freedom".into();
    }
    if let Some(l) = &g.location {
        if l.in_user_source {
            // `send inv4`, `before recv inv1`, `channel dest in range`, ...
            let words: Vec<&str> = l.clause.split(' ').collect();
            return match words.as_slice() {
                ["before", k, ..] => format!("invariant before {k}"),
                ["initial", "state"] => "initial state".into(),
                ["initial", ..] => "invariant at the end of the initial block".into(),
                ["end", ..] => "invariant at termination".into(),
                ["deadlock", "free"] => "deadlock freedom".into(),
                ["send" | "recv", "enabled"] => format!("{} enabled", words[0]),
                [k @ ("send" | "recv"), ..] => format!("invariant after {k}"),
                ["channel", ..] => "channel".into(),
                _ => l.clause.clone(),
            };
        }
        return l.clause.clone();
    }
    let n = &g.name;
    for (pat, k) in [
        ("_rte_", "run-time error"),
        ("_loop_invariant", "loop invariant"),
        ("_loop_variant", "loop variant"),
        ("_loop_assigns", "loop assigns"),
        ("_assigns", "assigns"),
        ("_ensures", "ensures"),
        ("_requires", "requires"),
        ("_assert", "assert"),
        ("_terminates", "terminates"),
    ] {
        if n.contains(pat) {
            return k.into();
        }
    }
    "other".into()
}

/// The report of a run.
fn render(
    file: &Path,
    proj: &Projection,
    goals: &[Goal],
    opts: &Options,
    elapsed: std::time::Duration,
    kept: Option<&Path>,
) -> String {
    let mut s = String::new();
    let proved = goals.iter().filter(|g| g.status == Status::Proved).count();
    s.push_str(&format!(
        "tass ipp: {} ({} channel(s), {} communication site(s))\n",
        file.display(),
        proj.channels.len(),
        proj.sites.len()
    ));
    if let Some(p) = kept {
        s.push_str(&format!("projection: {}\n", p.display()));
    }
    s.push_str(&format!(
        "obligations: {} ({proved} proved, {} not proved), Frama-C/WP with {} ({} s per prover per goal)\n",
        goals.len(),
        goals.len() - proved,
        opts.provers.join(", "),
        opts.prover_timeout
    ));
    if let Some(dir) = &opts.cache {
        let reused = goals
            .iter()
            .filter(|g| g.attempts.iter().any(|t| t.cached))
            .count();
        s.push_str(&format!(
            "WP cache: {} ({reused} of the obligations' prover results reused from earlier runs of identical tasks)\n",
            dir.display()
        ));
    }
    let mut by_kind: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for g in goals {
        let e = by_kind.entry(kind(proj, g)).or_default();
        e.0 += 1;
        if g.status == Status::Proved {
            e.1 += 1;
        }
    }
    for (k, (n, p)) in &by_kind {
        s.push_str(&format!("  {k}: {p}/{n}\n"));
    }
    let source = std::fs::read_to_string(file).unwrap_or_default();
    let lines: Vec<&str> = source.lines().collect();
    let unproved: Vec<&Goal> = goals
        .iter()
        .filter(|g| g.status != Status::Proved)
        .collect();
    if !unproved.is_empty() {
        s.push_str("not proved:\n");
        for g in &unproved {
            let status = match g.status {
                Status::Timeout => "timeout",
                Status::Failed => "prover failure",
                _ => "unknown",
            };
            let lemma = match &proj.deadlock {
                Deadlock::Lemma { line, column } if proj.deadlock.owns(&g.name) => {
                    Some((*line, *column))
                }
                _ => None,
            };
            let (line, col, what) = match &g.location {
                _ if lemma.is_some() => {
                    let (l, c) = lemma.unwrap_or_default();
                    (
                        Some(l),
                        c,
                        "deadlock freedom (lemma ipp_deadlock_free: ipp_inv ==> ipp_EN; give a proof with `ipp deadlock proof FUNC`)".to_string(),
                    )
                }
                Some(l) if l.in_user_source => (Some(l.line), l.column, l.clause.clone()),
                Some(l) => (
                    proj.user_line(l.line),
                    0,
                    format!("{} {}", l.clause, l.label),
                ),
                None => (None, 0, kind(proj, g)),
            };
            match line {
                Some(line) => {
                    let text = lines.get(line - 1).map_or("", |t| t.trim());
                    let col = if col == 0 {
                        String::new()
                    } else {
                        format!("{col}:")
                    };
                    s.push_str(&format!(
                        "  {}:{line}:{col} {what}: {status} ({})\n      {text}\n",
                        file.display(),
                        g.name
                    ));
                }
                None => s.push_str(&format!(
                    "  {}: {what}: {status} ({})\n",
                    file.display(),
                    g.name
                )),
            }
        }
    }
    s.push_str("assumptions:\n");
    for a in proj.assumptions() {
        s.push_str(&format!("  - {a}\n"));
    }
    if opts.model.contains("real") {
        s.push_str(&format!(
            "  - floating-point values are read as reals (-wp-model {}): exact for programs that copy values, not for rounding\n",
            opts.model
        ));
    }
    let dl_unproved = unproved.iter().any(|g| proj.deadlock.owns(&g.name));
    match &proj.deadlock {
        Deadlock::NotChecked => {
            s.push_str("  - termination not checked (it needs deadlock freedom)\n");
        }
        d => {
            let how = match d {
                Deadlock::Proof { func, line } => {
                    format!("by the ghost function `{func}` (line {line})")
                }
                _ => "by the lemma ipp_deadlock_free".into(),
            };
            if dl_unproved {
                s.push_str(&format!("deadlock freedom: not proved ({how}): unknown\n"));
            } else {
                s.push_str(&format!(
                    "deadlock freedom: proved (ipp_inv ==> ipp_EN, {how})\n"
                ));
            }
            if proj.termination_gaps.is_empty() {
                s.push_str("termination: every loop's variant is an obligation above; with deadlock freedom, every process terminates\n");
            } else {
                s.push_str("termination: not proved:\n");
                for t in &proj.termination_gaps {
                    s.push_str(&format!("  - {t}\n"));
                }
            }
        }
    }
    s.push_str(&format!("time: {:.1} s\n", elapsed.as_secs_f64()));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn corpus(name: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../corpus/ipp")
            .join(name)
    }

    /// The annotations left to the projection are exactly the `ipp` ones, the ghost
    /// code and those naming the generated ghost state; the report lists them.
    #[test]
    fn dropped_annotations_are_the_ghost_state_ones() {
        let file = corpus("exchanger_annot.c");
        let proj = tass_ipp::project(&file).expect("projection");
        let xc = cross_check(&file, &proj, 0, Duration::from_secs(10));
        assert!(xc.cannot.is_none(), "{:?}", xc.cannot);
        let got: Vec<(usize, String, String)> = xc
            .dropped
            .iter()
            .map(|d| {
                (
                    xc.map.location(d.span).line as usize,
                    d.what.clone(),
                    d.names.join(" "),
                )
            })
            .collect();
        let want: Vec<(usize, &str, &str)> = vec![
            (29, "ipp channel c", ""),
            (33, "ipp uniform nsteps", ""),
            (36, "ipp deadlock proof deadlock_free", ""),
            (39, "ipp invariant steps", ""),
            (40, "ipp invariant inv1", ""),
            (41, "ipp invariant inv2", ""),
            (42, "ipp invariant inv3", ""),
            (43, "ipp invariant inv4", ""),
            (45, "ipp invariant inv5", ""),
            (47, "ipp invariant inv6", ""),
            (51, "ipp invariant pc_range", ""),
            (52, "ipp invariant pc_send", ""),
            (54, "ipp invariant pc_recv", ""),
            (56, "ipp invariant pc_done", ""),
            (68, "ghost code", ""),
            (127, "requires", "ipp_inv"),
            (128, "requires", "c_sent c_recvd c_size"),
            (132, "ensures", "ipp_inv c_sent c_recvd"),
            (135, "loop invariant", "ipp_inv"),
            (136, "loop invariant", "c_sent c_recvd"),
            (145, "assert", "c_msg c_sent"),
        ];
        let want: Vec<(usize, String, String)> = want
            .into_iter()
            .map(|(l, w, n)| (l, w.to_string(), n.to_string()))
            .collect();
        assert_eq!(got, want);
        let (text, _) = conclude(&file, Proof::Holds, "holds", Some(&xc));
        assert!(
            text.contains("21 annotation(s) left to the projection alone"),
            "{text}"
        );
        assert!(
            text.contains("exchanger_annot.c:145:9: assert (names c_msg, c_sent)"),
            "{text}"
        );
        // The contract clauses that do not name ghost state stay (`ensures post`).
        assert!(text.contains("assumes 2 axiom(s)"), "{text}");
    }

    /// A proof that holds and a search that finds a checked counterexample disagree:
    /// the verdict is unknown (a bug report), never holds. The proof report is
    /// fabricated (this program's proof does not hold): no command line reaches this.
    #[test]
    fn disagreement_is_unknown() {
        let file = corpus("exchanger_annot_xc_bug.c");
        let proj = tass_ipp::project(&file).expect("projection");
        let xc = cross_check(&file, &proj, 3, Duration::from_secs(60));
        assert!(xc.cannot.is_none(), "{:?}", xc.cannot);
        let (text, code) = conclude(
            &file,
            Proof::Holds,
            "holds for every number of processes",
            Some(&xc),
        );
        assert_eq!(code, EXIT_UNKNOWN, "{text}");
        assert!(
            text.contains("cross-check: DISAGREEMENT at -np=2: assertion at ")
                && text.contains("exchanger_annot_xc_bug.c:164:"),
            "{text}"
        );
        assert!(
            text.contains("verdict: unknown (the proof and the cross-check disagree)"),
            "{text}"
        );
        assert!(!text.contains("verdict: holds"), "{text}");
        // The same search with a failed proof: a real counterexample, exit 1.
        let (text, code) = conclude(
            &file,
            Proof::NotProved,
            "unknown (1 obligation(s) not proved)",
            Some(&xc),
        );
        assert_eq!(code, EXIT_VIOLATION, "{text}");
        assert!(
            text.contains("cross-check: the violation is real: a concrete counterexample at -np=2"),
            "{text}"
        );
    }
}
