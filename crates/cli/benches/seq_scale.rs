//! Sequential scale (issue 12, "Sequential scale too"): `tass compare` on the
//! sequential pairs whose work grows with a bound, one row per pair and bound, with the
//! verdict, states seen and saved, transitions, time, peak memory and the throughput
//! (states and transitions per second) of each binary, side by side, and the ratio of
//! the first binary's time to each other's. The pairs: factorial by iteration against
//! recursion (`../shared/examples/compare/factorial_iter.c`, `factorial_rec.c`, n <= B
//! for B = 50, 100, 200, 400) and the tiled against the plain matrix product
//! (`corpus/scale/matmul_plain.c`, `matmul_tiled.c`, N <= B for B = 4, 6, 8, 12), with
//! the planted bug `matmul_tiled_bad.c`; and a loop of 30,000 iterations with a
//! concrete bound against its unrolling (`corpus/scale/counted_plain.c`,
//! `counted_unrolled.c`: the cost of a transition when each step makes a new value). CIVL's figures measured on this machine (the
//! issue's) are shown beside them where there are some.
//!
//! Run:
//!
//! ```text
//! cargo bench -p tass-cli --bench seq_scale -- [--tass=PATH]... [--timeout=SECONDS]
//!     [--memory=MIB] [--prover=BACKEND] [--repeat=N] [FILTER]...
//! ```
//!
//! Without `--tass`, the workspace's own binary is measured; with `--tass=OLD
//! --tass=NEW` both run on each configuration one after the other, so that they see the
//! same machine load. `--repeat=N` runs each binary N times per configuration and keeps
//! the fastest run (default 1). A FILTER keeps the configurations whose pair contains
//! it. Each run gets `--time-limit` (the timeout, default 600 s) and `--memory-limit`
//! (default 5000 MiB); a run still alive 30 s after its timeout is killed.
//!
//! What the figures count: "seen" is the states where the search stops to look
//! (branch points, states whose one transition is not a deterministic local step, loop
//! heads, ends of paths); a run of deterministic local steps between them is one
//! transition of the search. "transitions" counts every statement executed. Binaries
//! older than that change count a state per statement.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

mod common;

/// One configuration of one pair.
struct Config {
    /// The pair ("factorial", "matmul", "matmul (bug)").
    pair: String,
    /// The bound as written (`n <= 200`).
    bounds: String,
    spec: PathBuf,
    imp: PathBuf,
    /// The options (the bound).
    args: Vec<String>,
    /// CIVL's figures for this configuration, if measured.
    civl: String,
}

/// What one run gave.
struct Measure {
    verdict: String,
    seen: Option<u64>,
    saved: Option<u64>,
    transitions: Option<u64>,
    secs: f64,
    mem_mib: Option<f64>,
}

struct Options {
    timeout: Duration,
    memory_mib: u64,
    prover: Option<String>,
    repeat: usize,
}

fn main() {
    let mut binaries: Vec<PathBuf> = Vec::new();
    let mut opts = Options {
        timeout: Duration::from_secs(600),
        memory_mib: 5000,
        prover: None,
        repeat: 1,
    };
    let mut filters: Vec<String> = Vec::new();
    for a in std::env::args().skip(1) {
        if let Some(v) = a.strip_prefix("--tass=") {
            binaries.push(v.into());
        } else if let Some(v) = a.strip_prefix("--timeout=") {
            opts.timeout = Duration::from_secs_f64(v.parse().expect("--timeout=SECONDS"));
        } else if let Some(v) = a.strip_prefix("--memory=") {
            opts.memory_mib = v.parse().expect("--memory=MIB");
        } else if let Some(v) = a.strip_prefix("--prover=") {
            opts.prover = Some(v.into());
        } else if let Some(v) = a.strip_prefix("--repeat=") {
            opts.repeat = v.parse::<usize>().expect("--repeat=N").max(1);
        } else if a.starts_with('-') {
            // Cargo passes `--bench` to every bench target.
        } else {
            filters.push(a);
        }
    }
    if binaries.is_empty() {
        binaries.push(env!("CARGO_BIN_EXE_tass").into());
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let configs: Vec<Config> = configs(&root)
        .into_iter()
        .filter(|c| filters.is_empty() || filters.iter().any(|f| c.pair.contains(f.as_str())))
        .collect();
    println!(
        "{} configurations; binaries: {}; prover: {}; timeout {} s, memory limit {} MiB, best of {}",
        configs.len(),
        binaries
            .iter()
            .enumerate()
            .map(|(i, b)| format!("{i}: {}", b.display()))
            .collect::<Vec<_>>()
            .join(", "),
        opts.prover.as_deref().unwrap_or("(default)"),
        opts.timeout.as_secs(),
        opts.memory_mib,
        opts.repeat
    );
    println!();
    let mut header = "| pair | bounds |".to_string();
    let mut rule = "|---|---|".to_string();
    for i in 0..binaries.len() {
        let s = if binaries.len() > 1 {
            format!(" {i}")
        } else {
            String::new()
        };
        header.push_str(&format!(
            " verdict{s} | seen{s} | saved{s} | transitions{s} | time{s} (s) | memory{s} (MiB) | states/s{s} | transitions/s{s} |"
        ));
        rule.push_str("---|---:|---:|---:|---:|---:|---:|---:|");
        if i > 0 {
            header.push_str(&format!(" speed-up {i} |"));
            rule.push_str("---:|");
        }
    }
    header.push_str(" CIVL |");
    rule.push_str("---|");
    println!("{header}\n{rule}");
    for c in &configs {
        let mut row = format!("| {} | {} |", c.pair, c.bounds);
        let mut first: Option<f64> = None;
        for bin in &binaries {
            let m = (0..opts.repeat)
                .map(|_| run(bin, c, &opts))
                .min_by(|a, b| a.secs.total_cmp(&b.secs))
                .expect("at least one run");
            let num = |x: Option<u64>| x.map_or("-".to_string(), |v| v.to_string());
            let rate = |x: Option<u64>| {
                x.filter(|_| m.secs > 0.0)
                    .map_or("-".to_string(), |v| format!("{:.0}", v as f64 / m.secs))
            };
            row.push_str(&format!(
                " {} | {} | {} | {} | {:.3} | {} | {} | {} |",
                m.verdict,
                num(m.seen),
                num(m.saved),
                num(m.transitions),
                m.secs,
                m.mem_mib.map_or("-".to_string(), |v| format!("{v:.0}")),
                rate(m.seen),
                rate(m.transitions),
            ));
            match first {
                None => first = Some(m.secs),
                Some(t0) => row.push_str(&format!(" {:.1}x |", t0 / m.secs.max(1e-6))),
            }
        }
        row.push_str(&format!(" {} |", c.civl));
        println!("{row}");
    }
}

/// The configurations, one a line: pair | bounds | specification and implementation
/// (`shared/` is the acceptance corpus's `compare`, `scale/` is `corpus/scale`) |
/// options | CIVL's figures (issue 12, measured side by side on this machine).
const CONFIGS: &str = "
factorial | n ≤ 50 | shared/factorial_iter.c shared/factorial_rec.c | -inputB=50 | 7.0 s, 1477 states
factorial | n ≤ 100 | shared/factorial_iter.c shared/factorial_rec.c | -inputB=100 | 13.1 s, 5452 states
factorial | n ≤ 200 | shared/factorial_iter.c shared/factorial_rec.c | -inputB=200 | 24.7 s, 20902 states
factorial | n ≤ 400 | shared/factorial_iter.c shared/factorial_rec.c | -inputB=400 |
matmul | N ≤ 4 | scale/matmul_plain.c scale/matmul_tiled.c | -inputB=4 |
matmul | N ≤ 6 | scale/matmul_plain.c scale/matmul_tiled.c | -inputB=6 |
matmul | N ≤ 8 | scale/matmul_plain.c scale/matmul_tiled.c | -inputB=8 |
matmul | N ≤ 12 | scale/matmul_plain.c scale/matmul_tiled.c | -inputB=12 |
matmul (bug) | N ≤ 8 | scale/matmul_plain.c scale/matmul_tiled_bad.c | -inputB=8 |
counted loop | k < 30000 | scale/counted_plain.c scale/counted_unrolled.c | |
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
            assert_eq!(f.len(), 5, "a line of CONFIGS with {} fields: {l}", f.len());
            let files: Vec<&str> = f[2].split_whitespace().collect();
            assert_eq!(files.len(), 2, "two files expected: {l}");
            Config {
                pair: f[0].to_string(),
                bounds: f[1].to_string(),
                spec: path(files[0]),
                imp: path(files[1]),
                args: f[3].split_whitespace().map(str::to_string).collect(),
                civl: f[4].to_string(),
            }
        })
        .collect()
}

/// Runs `bin compare` on a configuration with the JSON report, under the limits.
fn run(bin: &Path, c: &Config, opts: &Options) -> Measure {
    let secs = opts.timeout.as_secs_f64();
    let mut cmd = Command::new(bin);
    cmd.arg("compare")
        .args(&c.args)
        .arg(&c.spec)
        .arg(&c.imp)
        .arg("--json")
        .arg(format!("--time-limit={secs}"))
        .arg(format!("--memory-limit={}", opts.memory_mib));
    if let Some(p) = &opts.prover {
        cmd.arg(format!("--prover={p}"));
    }
    let r = common::run_json(cmd, &bin.display().to_string(), opts.timeout, "seq_scale");
    let mut m = Measure {
        verdict: String::new(),
        seen: None,
        saved: None,
        transitions: None,
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
    m.transitions = stats["transitions"].as_u64();
    if let Some(t) = stats["time_seconds"].as_f64() {
        m.secs = t;
    }
    m.mem_mib = stats["peak_memory_bytes"]
        .as_f64()
        .map(|b| b / (1024.0 * 1024.0));
    m
}
