//! `tass ipp FILE`: the invariant-preserving projection of an annotated MPI program
//! (crate `tass-ipp`), proved by Frama-C/WP for every number of processes; the report
//! locates every unproved obligation in the user's source.

use crate::args::IppArgs;
use crate::{EXIT_ERROR, EXIT_HOLDS, EXIT_UNKNOWN};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::time::Instant;
use tass_ipp::{Goal, Options, Projection, Status};

/// Runs `tass ipp`; returns the exit status.
pub fn run(a: &IppArgs) -> i32 {
    let start = Instant::now();
    let proj = match tass_ipp::project(&a.file) {
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
    if report.all_proved() {
        EXIT_HOLDS
    } else {
        EXIT_UNKNOWN
    }
}

/// The kind of an obligation, for the per-kind counts.
fn kind(g: &Goal) -> String {
    if let Some(l) = &g.location {
        if l.in_user_source {
            // `send inv4`, `before recv inv1`, `channel dest in range`, ...
            let words: Vec<&str> = l.clause.split(' ').collect();
            return match words.as_slice() {
                ["before", k, ..] => format!("invariant before {k}"),
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
        let e = by_kind.entry(kind(g)).or_default();
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
            let (line, col, what) = match &g.location {
                Some(l) if l.in_user_source => (Some(l.line), l.column, l.clause.clone()),
                Some(l) => (
                    proj.user_line(l.line),
                    0,
                    format!("{} {}", l.clause, l.label),
                ),
                None => (None, 0, kind(g)),
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
    s.push_str("  - deadlock freedom and termination are not checked by this projection\n");
    s.push_str(&format!("time: {:.1} s\n", elapsed.as_secs_f64()));
    if !goals.is_empty() && unproved.is_empty() {
        s.push_str("verdict: holds for every number of processes (under the assumptions above)\n");
    } else {
        s.push_str(&format!(
            "verdict: unknown ({} obligation(s) not proved)\n",
            unproved.len()
        ));
    }
    s
}
