//! The program pairs of TASS's Fig. 10 (seed 001, section 6) at the paper's
//! configurations: `tass compare` of a sequential specification against an MPI
//! implementation, one row per pair and configuration, with the verdict, states seen and
//! saved, prover queries (and how many of them a solver decided), time and peak memory;
//! then a sweep of the process count at a moderate bound for the pairs without wildcard
//! receives. Binaries are run side by side, configuration by configuration, so that they
//! see the same machine load.
//!
//! Run:
//!
//! ```text
//! cargo bench -p tass-cli --bench mpi_scale -- [--tass=PATH]... [--timeout=SECONDS]
//!     [--memory=MIB] [--max-states=N] [--prover=BACKEND] [--deadlock=MODE[,MODE]...]
//!     [--quick] [FILTER]...
//! ```
//!
//! Without `--tass`, the workspace's own binary is measured. `--deadlock` gives tass's
//! deadlock modes to measure (`potential`, tass's default, `absolute`, `none`; seed 001
//! section 5.4 and Fig. 8(g)): each binary runs once per mode, side by side. `--quick` keeps the small
//! configurations (those of the corpus's test headers and the 5-process diffusion of
//! seed 001 section 4.5). A FILTER keeps the configurations whose pair or file name
//! contains it, or whose source does ("sweep", "Fig. 10", "test").
//! Each run gets `--time-limit` (the timeout, default 600 s),
//! `--memory-limit` (default 5000 MiB) and `--max-states` (default 100,000,000, so that
//! time and memory are the limits), so that tass stops by itself and reports how far it
//! got; a run still alive 30 s after its timeout is killed, and the virtual memory of
//! each run (and of its solvers) is capped 3000 MiB above the memory limit (`ulimit -v`),
//! so that no run hangs or takes the machine's memory. A run that stops at a limit is
//! reported as such ("time-out", "memory limit", "out of memory", "killed").
//!
//! The pairs: adder is the acceptance corpus's (`../shared/examples/compare`); factorial,
//! diffusion, manager-worker (matrix product), laplace and integrate (trapezoid rule) are
//! `corpus/scale`'s. The paper's factorial compares two sequential programs (iteration
//! and recursion, 1 process): the acceptance corpus's `factorial_iter.c` and
//! `factorial_rec.c` are measured at its bound too, beside our MPI version on 1 process.
//! Diffusion and laplace run with `--technique=none`, as their test headers do (with the
//! default techniques the message counts are not constants and tass says *unknown*).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

mod common;

/// One configuration of one pair.
struct Config {
    /// The pair ("diffusion") and, for a planted bug, "(bug)".
    pair: String,
    /// Where the configuration comes from: "test", "Fig. 10", "§4.5", "sweep".
    source: String,
    /// The bounds as the paper writes them.
    bounds: String,
    /// Processes of the implementation.
    procs: u32,
    spec: PathBuf,
    imp: PathBuf,
    /// Options besides `-np2` (inputs, techniques).
    args: Vec<String>,
    quick: bool,
    /// The paper's figures for this configuration (Fig. 10), if any.
    paper: String,
}

/// What one run gave.
struct Measure {
    verdict: String,
    seen: Option<u64>,
    saved: Option<u64>,
    queries: Option<u64>,
    solver: Option<u64>,
    secs: f64,
    mem_mib: Option<f64>,
}

struct Options {
    timeout: Duration,
    memory_mib: u64,
    max_states: u64,
    prover: Option<String>,
}

fn main() {
    let mut binaries: Vec<PathBuf> = Vec::new();
    let mut modes: Vec<Option<String>> = Vec::new();
    let mut opts = Options {
        timeout: Duration::from_secs(600),
        memory_mib: 5000,
        max_states: 100_000_000,
        prover: None,
    };
    let mut quick = false;
    let mut filters: Vec<String> = Vec::new();
    for a in std::env::args().skip(1) {
        if let Some(v) = a.strip_prefix("--tass=") {
            binaries.push(v.into());
        } else if let Some(v) = a.strip_prefix("--timeout=") {
            opts.timeout = Duration::from_secs_f64(v.parse().expect("--timeout=SECONDS"));
        } else if let Some(v) = a.strip_prefix("--memory=") {
            opts.memory_mib = v.parse().expect("--memory=MIB");
        } else if let Some(v) = a.strip_prefix("--max-states=") {
            opts.max_states = v.parse().expect("--max-states=N");
        } else if let Some(v) = a.strip_prefix("--prover=") {
            opts.prover = Some(v.into());
        } else if let Some(v) = a.strip_prefix("--deadlock=") {
            modes.extend(v.split(',').map(|m| Some(m.to_string())));
        } else if a == "--quick" {
            quick = true;
        } else if a.starts_with('-') {
            // Cargo passes `--bench` to every bench target.
        } else {
            filters.push(a);
        }
    }
    if binaries.is_empty() {
        binaries.push(env!("CARGO_BIN_EXE_tass").into());
    }
    if modes.is_empty() {
        modes.push(None);
    }
    // What is measured side by side: each binary in each deadlock mode.
    let variants: Vec<(PathBuf, Option<String>)> = binaries
        .iter()
        .flat_map(|b| modes.iter().map(move |m| (b.clone(), m.clone())))
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let configs: Vec<Config> = configs(&root)
        .into_iter()
        .filter(|c| !quick || c.quick)
        .filter(|c| {
            filters.is_empty()
                || filters.iter().any(|f| {
                    c.pair.contains(f.as_str())
                        || c.source.contains(f.as_str())
                        || c.imp.display().to_string().contains(f.as_str())
                })
        })
        .collect();
    println!(
        "{} configurations; binaries: {}; deadlock modes: {}; prover: {}; timeout {} s, memory limit {} MiB, state limit {}",
        configs.len(),
        binaries
            .iter()
            .map(|b| b.display().to_string())
            .collect::<Vec<_>>()
            .join(", "),
        modes
            .iter()
            .map(|m| m.as_deref().unwrap_or("(default)"))
            .collect::<Vec<_>>()
            .join(", "),
        opts.prover.as_deref().unwrap_or("(default)"),
        opts.timeout.as_secs(),
        opts.memory_mib,
        opts.max_states
    );
    println!();
    let mut header = "| pair | from | procs | bounds | options |".to_string();
    let mut rule = "|---|---|---:|---|---|".to_string();
    let bin_index = |b: &PathBuf| binaries.iter().position(|x| x == b).unwrap_or(0);
    for (b, mode) in &variants {
        let mut s = String::new();
        if binaries.len() > 1 {
            s.push_str(&format!(" {}", bin_index(b)));
        }
        if let (true, Some(m)) = (modes.len() > 1, mode) {
            s.push_str(&format!(" ({m})"));
        }
        header.push_str(&format!(
            " verdict{s} | seen{s} | saved{s} | queries{s} | by a solver{s} | time{s} (s) | memory{s} (MiB) |"
        ));
        rule.push_str("---|---:|---:|---:|---:|---:|---:|");
    }
    header.push_str(" paper (Fig. 10) |");
    rule.push_str("---|");
    println!("{header}\n{rule}");
    for c in &configs {
        let mut row = format!(
            "| {} | {} | {} | {} | {} |",
            c.pair,
            c.source,
            c.procs,
            c.bounds,
            c.args
                .iter()
                .filter(|a| a.starts_with("--technique"))
                .cloned()
                .collect::<Vec<_>>()
                .join(" ")
        );
        for (bin, mode) in &variants {
            let m = run(bin, c, &opts, mode.as_deref());
            let num = |x: Option<u64>| x.map_or("-".to_string(), |v| v.to_string());
            row.push_str(&format!(
                " {} | {} | {} | {} | {} | {:.1} | {} |",
                m.verdict,
                num(m.seen),
                num(m.saved),
                num(m.queries),
                num(m.solver),
                m.secs,
                m.mem_mib.map_or("-".to_string(), |v| format!("{v:.0}"))
            ));
        }
        row.push_str(&format!(" {} |", c.paper));
        println!("{row}");
    }
}

/// The configurations, one a line: pair | from | processes | bounds | specification and
/// implementation (`shared/` is the acceptance corpus's `compare`, `scale/` is
/// `corpus/scale`) | options | `quick` or nothing | the paper's figures. Small ones first;
/// the planted bugs at the Fig. 10 configurations (the factorial's on 4 processes: on 1
/// the bug cannot show); then the process sweep at a moderate bound for the pairs
/// without wildcard receives.
const CONFIGS: &str = "
adder | test | 4 | n ≤ 8 | shared/adder_seq.c shared/adder_mpi.c | -inputB=8 | quick |
factorial | test | 4 | n ≤ 10 | scale/factorial_spec.c scale/factorial_mpi.c | -inputB=10 | quick |
diffusion | test | 4 | nx ≤ 6, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=6 -inputNTB=2 | quick |
manager-worker | test | 4 | n ≤ 4, l ≤ 2, m ≤ 2 | scale/matmul_spec.c scale/matmul_mw.c | -inputNB=4 -inputLB=2 -inputMB=2 | quick |
laplace | test | 4 | nx ≤ 3, ny ≤ 5, nt ≤ 2 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=3 -inputNYB=5 -inputNTB=2 | quick |
integrate | test | 4 | n ≤ 4 | scale/trapezoid_spec.c scale/trapezoid_mw.c | -inputNB=4 | quick |
diffusion | §4.5 | 5 | nx ≤ 20, nt ≤ 4 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=20 -inputNTB=4 | quick | §4.5: 7.5 s, 88 distinct queries, 73 CVC3 calls
adder | Fig. 10 | 30 | n ≤ 200 | shared/adder_seq.c shared/adder_mpi.c | -inputB=200 | | 443 s, 411044 seen, 6832 saved, 401 proofs, 221 MB
factorial (iter/rec) | Fig. 10 | 1 | n ≤ 200 | shared/factorial_iter.c shared/factorial_rec.c | -inputB=200 | | 282 s, 82410 seen, 20903 saved, 802 proofs, 1900 MB
factorial | Fig. 10 | 1 | n ≤ 200 | scale/factorial_spec.c scale/factorial_mpi.c | -inputB=200 | | (iter/rec) 282 s, 82410 seen, 20903 saved, 802 proofs, 1900 MB
diffusion | Fig. 10 | 50 | nx ≤ 100, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=100 -inputNTB=2 | | 4653 s, 5788608 seen, 1186 saved, 204 proofs, 380 MB
manager-worker | Fig. 10 | 7 | n ≤ 10, l ≤ 2, m ≤ 2 | scale/matmul_spec.c scale/matmul_mw.c | -inputNB=10 -inputLB=2 -inputMB=2 | | 13157 s, 151752013 seen, 2167303 saved, 72 proofs, 1736 MB
manager-worker | Fig. 10 | 11 | n ≤ 10, l ≤ 2, m ≤ 2 | scale/matmul_spec.c scale/matmul_mw.c | -inputNB=10 -inputLB=2 -inputMB=2 | | 242 s, 10543295 seen, 90147 saved, 72 proofs, 137 MB
integrate | Fig. 10 | 6 | n = 12 (no refinement) | scale/trapezoid_spec.c scale/trapezoid_mw.c | -inputNB=12 -inputn=12 | | (intervals = 12, tol = 0.01) 3788 s, 3511123 seen, 191492 saved, 25 proofs, 305 MB
laplace | Fig. 10 | 5 | nx ≤ 4, ny ≤ 12, nt ≤ 30 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=4 -inputNYB=12 -inputNTB=30 | | (until convergence) 30911 s, 3384271 seen, 20336 saved, 1199 proofs, 1947 MB
laplace | Fig. 10 | 20 | nx ≤ 4, ny ≤ 30, nt ≤ 3 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=4 -inputNYB=30 -inputNTB=3 | | (until convergence) 1787 s, 875577 seen, 5021 saved, 371 proofs, 746 MB
adder (bug) | Fig. 10 | 30 | n ≤ 200 | shared/adder_seq.c shared/adder_mpi_bad.c | -inputB=200 | |
factorial (bug) | Fig. 10 | 4 | n ≤ 200 | scale/factorial_spec.c scale/factorial_mpi_bad.c | -inputB=200 | |
diffusion (bug) | Fig. 10 | 50 | nx ≤ 100, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi_bad.c | --technique=none -inputNXB=100 -inputNTB=2 | |
manager-worker (bug) | Fig. 10 | 7 | n ≤ 10, l ≤ 2, m ≤ 2 | scale/matmul_spec.c scale/matmul_mw_bad.c | -inputNB=10 -inputLB=2 -inputMB=2 | |
integrate (bug) | Fig. 10 | 6 | n = 12 (no refinement) | scale/trapezoid_spec.c scale/trapezoid_mw_bad.c | -inputNB=12 -inputn=12 | |
laplace (bug) | Fig. 10 | 5 | nx ≤ 4, ny ≤ 12, nt ≤ 30 | scale/laplace_spec.c scale/laplace_mpi_bad.c | --technique=none -inputNXB=4 -inputNYB=12 -inputNTB=30 | |
adder | sweep | 4 | n ≤ 50 | shared/adder_seq.c shared/adder_mpi.c | -inputB=50 | |
adder | sweep | 8 | n ≤ 50 | shared/adder_seq.c shared/adder_mpi.c | -inputB=50 | |
adder | sweep | 16 | n ≤ 50 | shared/adder_seq.c shared/adder_mpi.c | -inputB=50 | |
adder | sweep | 30 | n ≤ 50 | shared/adder_seq.c shared/adder_mpi.c | -inputB=50 | |
factorial | sweep | 4 | n ≤ 20 | scale/factorial_spec.c scale/factorial_mpi.c | -inputB=20 | |
factorial | sweep | 8 | n ≤ 20 | scale/factorial_spec.c scale/factorial_mpi.c | -inputB=20 | |
factorial | sweep | 16 | n ≤ 20 | scale/factorial_spec.c scale/factorial_mpi.c | -inputB=20 | |
factorial | sweep | 30 | n ≤ 20 | scale/factorial_spec.c scale/factorial_mpi.c | -inputB=20 | |
diffusion | sweep | 4 | nx ≤ 8, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=8 -inputNTB=2 | |
diffusion | sweep | 8 | nx ≤ 8, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=8 -inputNTB=2 | |
diffusion | sweep | 16 | nx ≤ 8, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=8 -inputNTB=2 | |
diffusion | sweep | 30 | nx ≤ 8, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=8 -inputNTB=2 | |
laplace | sweep | 4 | nx ≤ 3, ny ≤ 6, nt ≤ 2 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=3 -inputNYB=6 -inputNTB=2 | |
laplace | sweep | 8 | nx ≤ 3, ny ≤ 6, nt ≤ 2 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=3 -inputNYB=6 -inputNTB=2 | |
laplace | sweep | 16 | nx ≤ 3, ny ≤ 6, nt ≤ 2 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=3 -inputNYB=6 -inputNTB=2 | |
laplace | sweep | 30 | nx ≤ 3, ny ≤ 6, nt ≤ 2 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=3 -inputNYB=6 -inputNTB=2 | |
factorial | sweep, bound ≥ P | 4 | n ≤ 32 | scale/factorial_spec.c scale/factorial_mpi.c | -inputB=32 | |
factorial | sweep, bound ≥ P | 8 | n ≤ 32 | scale/factorial_spec.c scale/factorial_mpi.c | -inputB=32 | |
factorial | sweep, bound ≥ P | 16 | n ≤ 32 | scale/factorial_spec.c scale/factorial_mpi.c | -inputB=32 | |
factorial | sweep, bound ≥ P | 30 | n ≤ 32 | scale/factorial_spec.c scale/factorial_mpi.c | -inputB=32 | |
diffusion | sweep, bound ≥ P | 4 | nx ≤ 32, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=32 -inputNTB=2 | |
diffusion | sweep, bound ≥ P | 8 | nx ≤ 32, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=32 -inputNTB=2 | |
diffusion | sweep, bound ≥ P | 16 | nx ≤ 32, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=32 -inputNTB=2 | |
diffusion | sweep, bound ≥ P | 30 | nx ≤ 32, nt ≤ 2 | scale/diffusion_spec.c scale/diffusion_mpi.c | --technique=none -inputNXB=32 -inputNTB=2 | |
laplace | sweep, bound ≥ P | 4 | nx ≤ 3, ny ≤ 32, nt ≤ 2 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=3 -inputNYB=32 -inputNTB=2 | |
laplace | sweep, bound ≥ P | 8 | nx ≤ 3, ny ≤ 32, nt ≤ 2 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=3 -inputNYB=32 -inputNTB=2 | |
laplace | sweep, bound ≥ P | 16 | nx ≤ 3, ny ≤ 32, nt ≤ 2 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=3 -inputNYB=32 -inputNTB=2 | |
laplace | sweep, bound ≥ P | 30 | nx ≤ 3, ny ≤ 32, nt ≤ 2 | scale/laplace_spec.c scale/laplace_mpi.c | --technique=none -inputNXB=3 -inputNYB=32 -inputNTB=2 | |
";

/// The configurations of [`CONFIGS`], with the files' paths under `root`.
fn configs(root: &Path) -> Vec<Config> {
    let path = |f: &str| {
        if let Some(f) = f.strip_prefix("shared/") {
            root.join("../shared/examples/compare").join(f)
        } else if let Some(f) = f.strip_prefix("scale/") {
            root.join("corpus/scale").join(f)
        } else {
            panic!("a file of CONFIGS neither shared/ nor scale/: {f}")
        }
    };
    CONFIGS
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('|').map(str::trim).collect();
            assert_eq!(f.len(), 8, "a line of CONFIGS with {} fields: {l}", f.len());
            let files: Vec<&str> = f[4].split_whitespace().collect();
            assert_eq!(files.len(), 2, "two files expected: {l}");
            Config {
                pair: f[0].to_string(),
                source: f[1].to_string(),
                procs: f[2].parse().expect("a process count"),
                bounds: f[3].to_string(),
                spec: path(files[0]),
                imp: path(files[1]),
                args: f[5].split_whitespace().map(str::to_string).collect(),
                quick: f[6] == "quick",
                paper: f[7].to_string(),
            }
        })
        .collect()
}

/// Runs `bin compare` on a configuration with the JSON report, under the limits.
fn run(bin: &Path, c: &Config, opts: &Options, deadlock: Option<&str>) -> Measure {
    let secs = opts.timeout.as_secs_f64();
    let mut cmd = Command::new("sh");
    // The virtual memory cap is inherited by the solvers tass starts.
    cmd.arg("-c")
        .arg(format!(
            "ulimit -v {} 2>/dev/null; exec \"$0\" \"$@\"",
            (opts.memory_mib + 3000) * 1024
        ))
        .arg(bin)
        .arg("compare")
        .arg(format!("-np2={}", c.procs))
        .args(&c.args)
        .arg(&c.spec)
        .arg(&c.imp)
        .arg("--json")
        .arg(format!("--time-limit={secs}"))
        .arg(format!("--memory-limit={}", opts.memory_mib))
        .arg(format!("--max-states={}", opts.max_states));
    if let Some(p) = &opts.prover {
        cmd.arg(format!("--prover={p}"));
    }
    if let Some(d) = deadlock {
        cmd.arg(format!("--deadlock={d}"));
    }
    let r = common::run_json(cmd, &bin.display().to_string(), opts.timeout, "mpi_scale");
    let mut m = Measure {
        verdict: String::new(),
        seen: None,
        saved: None,
        queries: None,
        solver: None,
        secs: r.wall,
        mem_mib: None,
    };
    m.verdict = r.verdict;
    let Some(json) = r.json else {
        return m;
    };
    let stats = &json["stats"];
    m.seen = stats["states_seen"].as_u64();
    m.saved = stats["states_saved"].as_u64();
    let prover = stats["prover"].as_array().cloned().unwrap_or_default();
    let count = |what: &str| {
        prover
            .iter()
            .find(|p| p["what"] == what)
            .and_then(|p| p["count"].as_u64())
    };
    m.queries = Some(count("queries").unwrap_or(0));
    m.solver = Some(count("decided by z3").unwrap_or(0) + count("decided by cvc5").unwrap_or(0));
    if let Some(t) = stats["time_seconds"].as_f64() {
        m.secs = t;
    }
    m.mem_mib = stats["peak_memory_bytes"]
        .as_f64()
        .map(|b| b / (1024.0 * 1024.0));
    m
}
