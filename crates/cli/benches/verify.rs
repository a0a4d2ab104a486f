//! `tass verify` benchmarks (figures for the issue notes):
//!
//! 1. states per second and memory per saved state on a generated program with many
//!    branches (`branches`);
//! 2. `seq/sum_bounded.c` with B = 10, 20, 50, 100: time and states (`sum_bounded`);
//! 3. prover queries per layer over the acceptance and project corpora (`corpus`);
//! 4. each program of the acceptance corpus's `unbounded/` folder (no bounds, no
//!    invariants): time, verdict, prover answers per layer, and how many of its loops
//!    the technique `parallel` decided; then the median time (`unbounded`).
//!
//! Run: `cargo bench -p tass-cli --bench verify [-- PROVER]` where PROVER is `none`,
//! `z3`, `cvc5` or `portfolio` (default `portfolio`).

use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;
use tass_cli::frontend::{load, FrontOptions};
use tass_explore::{Config, Oracle, Outcome};

fn oracle(backend: &str) -> Box<dyn Oracle> {
    if backend == "none" {
        return Box::new(tass_explore::SimplifierOracle::default());
    }
    tass_cli::prover::oracle_for(backend, std::time::Duration::from_secs(10), None, None)
        .unwrap_or_else(|e| panic!("{e}"))
}

fn program(path: &Path) -> (tass_model::Program, tass_syntax::SourceMap) {
    let out = load(&[path.to_path_buf()], &FrontOptions::default()).expect("readable");
    (out.program.expect("the program lowers"), out.map)
}

fn branches(k: usize) -> String {
    let mut s = String::new();
    for i in 0..k {
        let _ = writeln!(
            s,
            "#pragma TASS input {{-10 <= x{i} && x{i} <= 10}}\nint x{i};"
        );
    }
    s.push_str("#include <assert.h>\nint main(void) {\n  int s = 0;\n");
    for i in 0..k {
        let _ = writeln!(s, "  if (x{i} > 0) s += {}; else s -= 1;", i + 1);
    }
    s.push_str("  assert(s >= -1000);\n  return 0;\n}\n");
    s
}

fn main() {
    let backend = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with('-'))
        .unwrap_or_else(|| "portfolio".into());
    println!("prover back end: {backend}");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");

    // 1. Many branches.
    for k in [8, 12] {
        let path = std::env::temp_dir().join(format!("tass_bench_branches_{k}.c"));
        std::fs::write(&path, branches(k)).expect("write");
        let (p, _) = program(&path);
        let mut o = oracle(&backend);
        let t = Instant::now();
        let r = tass_explore::verify(&[&p], &Config::default(), o.as_mut(), None, None)
            .expect("verify");
        let secs = t.elapsed().as_secs_f64();
        let s = &r.stats;
        println!(
            "branches k={k:>2}: {} states seen, {} saved, {:.0} states/s, {:.0} transitions/s, peak RSS {:.1} MiB ({:.1} KiB per saved state), {:.2} s, verdict {}",
            s.states_seen,
            s.states_saved,
            s.states_seen as f64 / secs,
            s.transitions as f64 / secs,
            s.peak_memory.unwrap_or(0) as f64 / 1048576.0,
            s.peak_memory.unwrap_or(0) as f64 / 1024.0 / s.states_saved.max(1) as f64,
            secs,
            verdict(&r.outcome)
        );
    }

    // 2. sum_bounded with growing B.
    let sum = root.join("../shared/examples/seq/sum_bounded.c");
    if sum.exists() {
        let (p, _) = program(&sum);
        for b in [10, 20, 50, 100] {
            let mut cfg = Config::default();
            cfg.inputs = vec![("B".into(), b.to_string())];
            let mut o = oracle(&backend);
            let t = Instant::now();
            let r = tass_explore::verify(&[&p], &cfg, o.as_mut(), None, None).expect("verify");
            println!(
                "sum_bounded B={b:>3}: {:.3} s, {} states seen, {} saved, {} transitions, prover {:?}, verdict {}",
                t.elapsed().as_secs_f64(),
                r.stats.states_seen,
                r.stats.states_saved,
                r.stats.transitions,
                r.stats.prover,
                verdict(&r.outcome)
            );
        }
    }

    // 3. Prover queries per layer over the corpora.
    let mut files: Vec<PathBuf> = Vec::new();
    for dir in [
        root.join("../shared/examples/seq"),
        root.join("corpus/verify"),
    ] {
        if let Ok(rd) = std::fs::read_dir(&dir) {
            let mut v: Vec<PathBuf> = rd
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "c"))
                .collect();
            v.sort();
            files.extend(v);
        }
    }
    let mut totals: std::collections::BTreeMap<String, u64> = Default::default();
    let t = Instant::now();
    let mut n = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_default();
        if !text.contains("tass verify") || text.contains("expect: error") {
            continue;
        }
        let Ok(out) = load(std::slice::from_ref(f), &FrontOptions::default()) else {
            continue;
        };
        let Some(p) = out.program else { continue };
        let mut cfg = Config::default();
        for w in text
            .lines()
            .find(|l| l.contains("run:"))
            .unwrap_or("")
            .split_whitespace()
        {
            if let Some((k, v)) = w.strip_prefix("-input").and_then(|r| r.split_once('=')) {
                cfg.inputs.push((k.into(), v.into()));
            }
        }
        let mut o = oracle(&backend);
        if let Ok(r) = tass_explore::verify(&[&p], &cfg, o.as_mut(), None, None) {
            n += 1;
            for (k, v) in r.stats.prover {
                *totals.entry(k).or_default() += v;
            }
        }
    }
    println!(
        "corpus: {n} programs in {:.2} s; prover answers: {totals:?}",
        t.elapsed().as_secs_f64()
    );

    // 4. The unbounded folder.
    unbounded(&root, &backend);
}

/// Section 4: the `unbounded/` folder, one line per program and the median time.
fn unbounded(root: &Path, backend: &str) {
    let dir = root.join("../shared/examples/unbounded");
    let Ok(rd) = std::fs::read_dir(&dir) else {
        println!("unbounded: {} not found", dir.display());
        return;
    };
    let mut files: Vec<PathBuf> = rd
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "c"))
        .collect();
    files.sort();
    let mut times = Vec::new();
    let (mut loops, mut parallel) = (0usize, 0usize);
    for f in &files {
        let (p, _) = program(f);
        let mut o = oracle(backend);
        let t = Instant::now();
        let r = tass_explore::verify(&[&p], &Config::default(), o.as_mut(), None, None)
            .expect("verify");
        let secs = t.elapsed().as_secs_f64();
        times.push(secs);
        let decided = r
            .loops
            .iter()
            .filter(|l| l.decided_by == Some(tass_explore::Technique::Parallel))
            .count();
        loops += r.loops.len();
        parallel += decided;
        println!(
            "unbounded {:<32} {:>7.3} s  {:<9}  loops {}/{} by parallel  prover {:?}",
            f.file_name().unwrap_or_default().to_string_lossy(),
            secs,
            verdict(&r.outcome),
            decided,
            r.loops.len(),
            r.stats.prover
        );
    }
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
    println!(
        "unbounded: {} programs, median {median:.3} s, {parallel} of {loops} loops decided by parallel",
        times.len()
    );
}

fn verdict(o: &Outcome) -> &'static str {
    match o {
        Outcome::Holds => "holds",
        Outcome::Violation(_) => "violation",
        Outcome::Unknown => "unknown",
    }
}
