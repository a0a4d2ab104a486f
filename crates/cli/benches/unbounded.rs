//! The unbounded corpora, one row per program: expected verdict, and for each `tass`
//! binary measured the verdict, whether it is right, the techniques that decided its
//! loops, the wall-clock time and the prover queries; then per binary the counts of
//! right, wrong and unknown verdicts, the median and maximum time, and (with two
//! binaries) the ratio of their times. Binaries are run side by side, program by program,
//! so that both see the same machine load.
//!
//! Run:
//!
//! ```text
//! cargo bench -p tass-cli --bench unbounded -- [--tass=PATH]... [--prover=BACKEND]
//!     [--timeout=SECONDS] [DIR|FILE]...
//! ```
//!
//! Without `--tass`, the workspace's own binary is measured; give `--tass=OLD --tass=NEW`
//! to compare a previous build with this one. Without folders, the acceptance corpus's
//! `unbounded/` and the project's `corpus/induction`, `corpus/parallel` and
//! `corpus/deepen` are measured. Each program runs with its header's `run:` line (plus
//! `--json` and, when given, `--prover`); a run longer than the timeout (default 300 s)
//! is killed and counted as a time-out.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What one run of one program gave.
struct Measure {
    verdict: String,
    kind: Option<String>,
    techniques: Vec<String>,
    queries: u64,
    secs: f64,
}

/// One program of a corpus: its file, the arguments its header's `run:` line gives
/// `tass` (without the command name) and its expected verdict.
struct Case {
    file: PathBuf,
    args: Vec<String>,
    expect: String,
}

fn main() {
    let mut binaries: Vec<PathBuf> = Vec::new();
    let mut prover: Option<String> = None;
    let mut timeout = Duration::from_secs(300);
    let mut paths: Vec<PathBuf> = Vec::new();
    for a in std::env::args().skip(1) {
        if let Some(v) = a.strip_prefix("--tass=") {
            binaries.push(v.into());
        } else if let Some(v) = a.strip_prefix("--prover=") {
            prover = Some(v.into());
        } else if let Some(v) = a.strip_prefix("--timeout=") {
            timeout = Duration::from_secs_f64(v.parse().expect("--timeout=SECONDS"));
        } else if a == "--bench" || a.starts_with('-') {
            // Cargo passes `--bench` to every bench target.
        } else {
            paths.push(a.into());
        }
    }
    if binaries.is_empty() {
        binaries.push(env!("CARGO_BIN_EXE_tass").into());
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    if paths.is_empty() {
        paths = vec![
            root.join("../shared/examples/unbounded"),
            root.join("corpus/induction"),
            root.join("corpus/parallel"),
            root.join("corpus/deepen"),
        ];
    }
    let cases: Vec<Case> = paths.iter().flat_map(|p| cases(p)).collect();
    println!(
        "{} programs; binaries: {}; prover: {}; timeout {} s",
        cases.len(),
        binaries
            .iter()
            .map(|b| b.display().to_string())
            .collect::<Vec<_>>()
            .join(", "),
        prover.as_deref().unwrap_or("(default)"),
        timeout.as_secs()
    );
    let mut header = "| program | expected |".to_string();
    let mut rule = "|---|---|".to_string();
    for i in 0..binaries.len() {
        header.push_str(&format!(
            " verdict {i} | technique {i} | time {i} (s) | queries {i} |"
        ));
        rule.push_str("---|---|---:|---:|");
    }
    println!("{header}\n{rule}");
    let mut all: Vec<Vec<Measure>> = binaries.iter().map(|_| Vec::new()).collect();
    for case in &cases {
        let mut row = format!("| {} | {} |", display_name(&root, &case.file), case.expect);
        for (i, bin) in binaries.iter().enumerate() {
            let m = run(bin, case, prover.as_deref(), timeout);
            let mark = match judge(&case.expect, &m) {
                Judgement::Right => "",
                Judgement::Unknown => " (?)",
                Judgement::Wrong => " (WRONG)",
            };
            row.push_str(&format!(
                " {}{} | {} | {:.2} | {} |",
                m.verdict,
                mark,
                if m.techniques.is_empty() {
                    "search".to_string()
                } else {
                    m.techniques.join("+")
                },
                m.secs,
                m.queries
            ));
            all[i].push(m);
        }
        println!("{row}");
    }
    println!();
    for (i, ms) in all.iter().enumerate() {
        summary(i, &binaries[i], &cases, ms);
    }
    if all.len() == 2 && !cases.is_empty() {
        let total = |ms: &[Measure]| ms.iter().map(|m| m.secs).sum::<f64>();
        let mut ratios: Vec<f64> = all[0]
            .iter()
            .zip(&all[1])
            .map(|(a, b)| b.secs / a.secs.max(1e-3))
            .collect();
        ratios.sort_by(f64::total_cmp);
        println!(
            "time of binary 1 / binary 0: total {:.2}, median per program {:.2}",
            total(&all[1]) / total(&all[0]).max(1e-3),
            ratios[ratios.len() / 2]
        );
    }
}

/// The programs under `path` (a folder, searched recursively, or one file) that have a
/// header with a `tass verify` run line and an expected verdict.
fn cases(path: &Path) -> Vec<Case> {
    let files = if path.is_dir() {
        let mut v = Vec::new();
        let mut stack = vec![path.to_path_buf()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                let p = e.path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "c") {
                    v.push(p);
                }
            }
        }
        v.sort();
        v
    } else {
        vec![path.to_path_buf()]
    };
    files
        .into_iter()
        .filter_map(|f| {
            let text = std::fs::read_to_string(&f).ok()?;
            let header = text.split("*/").next()?;
            let field = |key: &str| {
                header
                    .lines()
                    .find_map(|l| l.trim().trim_start_matches('*').trim().strip_prefix(key))
                    .map(|v| v.trim().to_string())
            };
            let run = field("run:")?;
            let expect = field("expect:")?;
            let mut words = run.split_whitespace();
            if words.next() != Some("tass") || words.next() != Some("verify") {
                return None;
            }
            let dir = f.parent().unwrap_or(Path::new(".")).display().to_string();
            let args = words
                .map(|w| {
                    w.replace("$FILE", &f.display().to_string())
                        .replace("$DIR", &dir)
                })
                .collect();
            Some(Case {
                file: f,
                args,
                expect,
            })
        })
        .collect()
}

fn display_name(root: &Path, file: &Path) -> String {
    let shared = root.join("../shared/examples");
    file.strip_prefix(&shared)
        .or_else(|_| file.strip_prefix(root))
        .unwrap_or(file)
        .display()
        .to_string()
}

/// Runs `bin verify` on a case, with the JSON report, killed after `timeout`.
fn run(bin: &Path, case: &Case, prover: Option<&str>, timeout: Duration) -> Measure {
    let mut cmd = Command::new(bin);
    cmd.arg("verify").args(&case.args).arg("--json");
    if let Some(p) = prover {
        cmd.arg(format!("--prover={p}"));
    }
    let out_path =
        std::env::temp_dir().join(format!("tass_bench_unbounded_{}.json", std::process::id()));
    let out_file = std::fs::File::create(&out_path).expect("temporary file");
    let start = Instant::now();
    let mut child = cmd
        .stdout(out_file)
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", bin.display()));
    let timed_out = loop {
        if child.try_wait().expect("wait").is_some() {
            break false;
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            break true;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let secs = start.elapsed().as_secs_f64();
    let text = std::fs::read_to_string(&out_path).unwrap_or_default();
    let _ = std::fs::remove_file(&out_path);
    let mut m = Measure {
        verdict: if timed_out { "time-out" } else { "error" }.into(),
        kind: None,
        techniques: Vec::new(),
        queries: 0,
        secs,
    };
    let Ok(json) = serde_json::from_str::<serde_json::Value>(&text) else {
        return m;
    };
    if let Some(v) = json["verdict"].as_str() {
        m.verdict = v.into();
    }
    m.kind = json["violations"][0]["kind"].as_str().map(str::to_string);
    let mut techniques: Vec<String> = json["loops"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|l| l["decided_by"].as_str().map(str::to_string))
        .collect();
    if json["induction"].is_object() {
        techniques.push("induction".into());
    }
    techniques.sort();
    techniques.dedup();
    m.techniques = techniques;
    m.queries = json["stats"]["prover"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|p| p["what"] == "queries")
        .and_then(|p| p["count"].as_u64())
        .unwrap_or(0);
    m
}

enum Judgement {
    Right,
    Unknown,
    Wrong,
}

fn judge(expect: &str, m: &Measure) -> Judgement {
    let mut want = expect.split_whitespace();
    match (want.next(), m.verdict.as_str()) {
        (Some(w), got) if w == got => match (want.next(), &m.kind) {
            (Some(k), Some(g)) if k != g => Judgement::Wrong,
            _ => Judgement::Right,
        },
        (_, "unknown" | "time-out" | "error") => Judgement::Unknown,
        _ => Judgement::Wrong,
    }
}

fn summary(i: usize, bin: &Path, cases: &[Case], ms: &[Measure]) {
    let (mut right, mut unknown, mut wrong, mut wrong_holds) = (0, 0, 0, 0);
    let (mut holds, mut holds_proved, mut bad, mut bad_found) = (0, 0, 0, 0);
    for (c, m) in cases.iter().zip(ms) {
        let expect_holds = c.expect.starts_with("holds");
        let expect_bad = c.expect.starts_with("violation");
        holds += usize::from(expect_holds);
        bad += usize::from(expect_bad);
        match judge(&c.expect, m) {
            Judgement::Right => {
                right += 1;
                holds_proved += usize::from(expect_holds);
                bad_found += usize::from(expect_bad);
            }
            Judgement::Unknown => unknown += 1,
            Judgement::Wrong => {
                wrong += 1;
                wrong_holds += usize::from(m.verdict == "holds");
            }
        }
    }
    let mut times: Vec<f64> = ms.iter().map(|m| m.secs).collect();
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
    let max = times.last().copied().unwrap_or(0.0);
    let queries: u64 = ms.iter().map(|m| m.queries).sum();
    println!(
        "binary {i} ({}): {} programs, {right} right ({holds_proved} of {holds} holds proved, {bad_found} of {bad} violations found), {unknown} unknown, {wrong} wrong ({wrong_holds} wrong holds); time median {median:.2} s, max {max:.2} s, total {:.1} s; {queries} prover queries",
        bin.display(),
        ms.len(),
        times.iter().sum::<f64>()
    );
}
