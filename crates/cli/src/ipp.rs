//! `tass ipp FILE`: the invariant-preserving projection of an annotated MPI program
//! (crate `tass-ipp`), proved by Frama-C/WP for every number of processes; the report
//! locates every unproved obligation in the user's source.

use crate::args::IppArgs;
use crate::{EXIT_ERROR, EXIT_HOLDS, EXIT_UNKNOWN};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::time::Instant;
use tass_ipp::{Deadlock, Goal, Options, Projection, Status};

/// Runs `tass ipp`; returns the exit status.
pub fn run(a: &IppArgs) -> i32 {
    let start = Instant::now();
    let proj = match tass_ipp::project_with(&a.file, a.deadlock != "none") {
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
                println!("projection written to {}", out.display());
            }
            None => {
                let _ = std::io::stdout().lock().write_all(proj.text.as_bytes());
            }
        }
        return EXIT_HOLDS;
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
    let result = tass_ipp::run(&path, &opts);
    if temporary {
        let _ = std::fs::remove_file(&path);
    }
    let report = match result {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            return match e {
                // Frama-C rejected the projection: a typing error in the annotations
                // (an unknown name, a wrong type), shown in its log.
                tass_ipp::Error::Crashed { .. } => {
                    eprintln!("(Frama-C rejected the projection; rerun with -o OUT.c to read it)");
                    EXIT_ERROR
                }
                _ => {
                    eprintln!("verdict: unknown (nothing was proved)");
                    EXIT_UNKNOWN
                }
            };
        }
    };
    let elapsed = start.elapsed();
    print!(
        "{}",
        render(
            &a.file,
            &proj,
            &report.goals,
            &opts,
            elapsed,
            (!temporary).then_some(path.as_path()),
        )
    );
    if holds(&proj, &report.goals) {
        EXIT_HOLDS
    } else {
        EXIT_UNKNOWN
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
    if holds(proj, goals) {
        if proj.deadlock == Deadlock::NotChecked {
            s.push_str("verdict: holds for every number of processes (partial correctness: deadlock freedom not checked; under the assumptions above)\n");
        } else {
            s.push_str(
                "verdict: holds for every number of processes (under the assumptions above)\n",
            );
        }
    } else if unproved.is_empty() {
        s.push_str("verdict: unknown (termination not proved: a loop without a variant)\n");
    } else if dl_unproved {
        s.push_str(&format!(
            "verdict: unknown (deadlock freedom not proved; {} obligation(s) not proved)\n",
            unproved.len()
        ));
    } else {
        s.push_str(&format!(
            "verdict: unknown ({} obligation(s) not proved)\n",
            unproved.len()
        ));
    }
    s
}
