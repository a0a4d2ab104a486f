//! What the side-by-side benchmarks share: running one `tass ... --json` under a hard
//! time limit and reading its report.

use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// A finished run: the report (when tass printed one), a short verdict for the table,
/// and the wall-clock time.
pub struct Run {
    pub json: Option<serde_json::Value>,
    pub verdict: String,
    pub wall: f64,
}

/// Runs `cmd` (a tass command with `--json`), killing it 30 s after `timeout`; `tag`
/// names its temporary files.
pub fn run_json(mut cmd: Command, what: &str, timeout: Duration, tag: &str) -> Run {
    let tmp = |part: &str| {
        std::env::temp_dir().join(format!(
            "tass_bench_{tag}_{}_{part}.txt",
            std::process::id()
        ))
    };
    let (out_path, err_path) = (tmp("out"), tmp("err"));
    let out_file = std::fs::File::create(&out_path).expect("temporary file");
    let err_file = std::fs::File::create(&err_path).expect("temporary file");
    let start = Instant::now();
    let mut child = cmd
        .stdout(out_file)
        .stderr(err_file)
        .stdin(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    let hard = timeout + Duration::from_secs(30);
    let (status, killed): (Option<ExitStatus>, bool) = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break (Some(s), false);
        }
        if start.elapsed() > hard {
            let _ = child.kill();
            let _ = child.wait();
            break (None, true);
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let wall = start.elapsed().as_secs_f64();
    let text = std::fs::read_to_string(&out_path).unwrap_or_default();
    let err = std::fs::read_to_string(&err_path).unwrap_or_default();
    let _ = std::fs::remove_file(&out_path);
    let _ = std::fs::remove_file(&err_path);
    let Ok(json) = serde_json::from_str::<serde_json::Value>(&text) else {
        let verdict = if killed {
            format!("killed after {wall:.0} s")
        } else if err.contains("memory allocation") || err.contains("out of memory") {
            "out of memory".into()
        } else {
            let first = err.lines().next().unwrap_or("").trim();
            let code = status
                .and_then(|s| s.code())
                .map_or("a signal".to_string(), |c| format!("exit {c}"));
            format!("error ({code}): {first}")
        };
        return Run {
            json: None,
            verdict,
            wall,
        };
    };
    let reason = json["stop_reason"].as_str().unwrap_or("");
    let verdict = match json["verdict"].as_str().unwrap_or("?") {
        "violation" => format!(
            "violation {} (line {})",
            json["violations"][0]["kind"].as_str().unwrap_or("?"),
            json["violations"][0]["line"]
        ),
        "unknown" if reason.contains("--time-limit") => "time-out".into(),
        "unknown" if reason.contains("--memory-limit") => "memory limit".into(),
        "unknown" if reason.contains("--max-states") => "state limit".into(),
        "unknown" => format!("unknown: {reason}"),
        v => v.into(),
    };
    Run {
        json: Some(json),
        verdict,
        wall,
    }
}
