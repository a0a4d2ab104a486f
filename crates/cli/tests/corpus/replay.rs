//! Counterexamples are real: each violation `tass verify` reports with concrete inputs is
//! replayed by compiling the program with `cc` (with AddressSanitizer and
//! UndefinedBehaviorSanitizer) and running it on those inputs; the run must fail. Each
//! non-equivalence `tass compare` reports on an integer program is replayed by running
//! both programs on the inputs: their outputs must differ. The report replayed is the
//! one the verdict test of the program checked (no second run).

use crate::tass;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use tass_testkit::{run_args, Header};

/// Violations and non-equivalences replayed natively over the whole run.
static REPLAYED: AtomicUsize = AtomicUsize::new(0);
static REPLAYED_COMPARE: AtomicUsize = AtomicUsize::new(0);

/// Replays the counterexample of `json` (the report of the run of `file` with
/// `backend`), when the header expects one this test can replay natively.
pub fn check(
    file: &Path,
    h: &Header,
    backend: &str,
    json: &serde_json::Value,
) -> Result<(), String> {
    let mut args = run_args(h, file);
    args.insert(1, format!("--prover={backend}"));
    args.insert(1, "--json".into());
    if h.expect == "violation not-equivalent" && h.run.starts_with("tass compare") {
        if h.run.contains("-np") {
            return Ok(());
        }
        return non_equivalence(file, &args, json);
    }
    if h.expect.starts_with("violation") && h.run.starts_with("tass verify") {
        return violation(file, &args, json);
    }
    Ok(())
}

/// What only the whole run tells: enough counterexamples were replayed (the others are
/// skipped for reasons each names: annotations, uninitialised reads, arrays as inputs).
pub fn whole() -> Result<(), String> {
    let (v, c) = (
        REPLAYED.load(Ordering::Relaxed),
        REPLAYED_COMPARE.load(Ordering::Relaxed),
    );
    if v < 10 {
        return Err(format!("only {v} violations could be replayed natively"));
    }
    if c < 2 {
        return Err(format!(
            "only {c} non-equivalences could be replayed natively"
        ));
    }
    Ok(())
}

/// A directory of its own for the executables of one test.
fn scratch(file: &Path) -> PathBuf {
    let name = tass_testkit::test_name(file).replace(['/', ' '], "_");
    let dir = std::env::temp_dir().join(format!("tass_replay_{}_{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn violation(f: &Path, args: &[String], json: &serde_json::Value) -> Result<(), String> {
    // Only provable violations claim that their inputs fail.
    if json["violations"][0]["certainty"] != "provable" {
        return Ok(());
    }
    let mut inputs = inputs_of(json);
    for a in args {
        if let Some((n, v)) = a.strip_prefix("--input=").and_then(|x| x.split_once('=')) {
            inputs.push((n.to_string(), v.to_string()));
        }
    }
    let src = std::fs::read_to_string(f).unwrap();
    let name = f.file_stem().unwrap().to_string_lossy().to_string();
    // AddressSanitizer and UBSan do not see reads of uninitialised values (gcc has
    // no MemorySanitizer).
    if json["violations"][0]["kind"] == "uninitialized" {
        return Ok(());
    }
    // A violated annotation (a TASS pragma, an ACSL comment, a CIVL primitive, an
    // ACSL clause checked at a call or a write) is not checked by a native run: only
    // C-level failures replay.
    let line = json["violations"][0]["line"].as_u64().unwrap_or(0) as usize;
    let message = json["violations"][0]["message"].as_str().unwrap_or("");
    if annotation_line(&src, line) || message.contains("clause") {
        return Ok(());
    }
    // Inputs that are not all numbers are not replayed.
    let Some(text) = instrument(&src, &inputs) else {
        return Ok(());
    };
    let tmp = scratch(f);
    // A program in tass's dialect does not compile natively.
    let Some(exe) = compile(&text, &tmp, &name) else {
        let _ = std::fs::remove_dir_all(&tmp);
        return Ok(());
    };
    let (code, _) = run_exe(&exe);
    let _ = std::fs::remove_dir_all(&tmp);
    REPLAYED.fetch_add(1, Ordering::Relaxed);
    if code == 0 {
        return Err(format!("the native run on {inputs:?} did not fail"));
    }
    Ok(())
}

fn non_equivalence(f: &Path, args: &[String], json: &serde_json::Value) -> Result<(), String> {
    let files = program_files(args);
    let spec = PathBuf::from(&files[0]);
    let outs = outputs(&spec);
    let name = f.file_stem().unwrap().to_string_lossy().to_string();
    // Floating-point outputs: rounding differs natively.
    if outs
        .iter()
        .any(|(t, _)| t.contains("double") || t.contains("float"))
    {
        return Ok(());
    }
    let mut inputs = inputs_of(json);
    for a in args {
        if let Some((n, v)) = a.strip_prefix("--input=").and_then(|x| x.split_once('=')) {
            inputs.push((n.to_string(), v.to_string()));
        }
    }
    let tmp = scratch(f);
    let mut results = Vec::new();
    for (k, prog) in files.iter().enumerate() {
        let src = std::fs::read_to_string(prog).unwrap();
        let Some(text) = instrument(&src, &inputs) else {
            break;
        };
        let Some(exe) = compile(
            &with_output_dump(&text, &outs),
            &tmp,
            &format!("{name}_{k}"),
        ) else {
            break;
        };
        results.push(run_exe(&exe));
    }
    let _ = std::fs::remove_dir_all(&tmp);
    // Programs that do not compile natively with these inputs are not replayed.
    if results.len() != 2 {
        return Ok(());
    }
    REPLAYED_COMPARE.fetch_add(1, Ordering::Relaxed);
    // With no output declared, what differs is the exit status.
    if results[0] == results[1] {
        return Err(format!(
            "both programs print the same outputs and exit with the same status on {inputs:?}:\n{}",
            results[0].1
        ));
    }
    Ok(())
}

/// The C files a `run:` line names (the program files).
fn program_files(args: &[String]) -> Vec<String> {
    args.iter()
        .filter(|a| a.ends_with(".c") || a.ends_with(".cvl"))
        .cloned()
        .collect()
}

/// Values the JSON report gives for the violation: (name, value) pairs.
fn inputs_of(json: &serde_json::Value) -> Vec<(String, String)> {
    json["violations"][0]["inputs"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| {
                    Some((
                        x["name"].as_str()?.to_string(),
                        x["value"].as_str()?.to_string(),
                    ))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A C integer or floating literal for a model value (`5`, `(- 5)`, `(/ 1 2)`), if it is one.
fn c_literal(v: &str) -> Option<String> {
    let t: String = v.replace(['(', ')'], " ");
    let w: Vec<&str> = t.split_whitespace().collect();
    let (neg, rest) = if w.first() == Some(&"-") {
        (true, &w[1..])
    } else {
        (false, &w[..])
    };
    let lit = match rest {
        [x] if x.parse::<f64>().is_ok() => x.to_string(),
        ["/", a, b] => format!("({a}.0/{b}.0)"),
        _ => return None,
    };
    Some(if neg { format!("(-{lit})") } else { lit })
}

/// The program with its inputs fixed: input macros redefined, input variables set by a
/// constructor, nondeterministic values returned in order. `None` when an input value is
/// not a number (arrays).
fn instrument(src: &str, inputs: &[(String, String)]) -> Option<String> {
    let mut text = String::new();
    let mut assigns = Vec::new();
    let mut nondet: Vec<(u64, String)> = Vec::new();
    let mut macros = std::collections::HashMap::new();
    for (n, v) in inputs {
        // An array input: `[1, 2, 3]` sets each element.
        if let Some(elems) = v.strip_prefix('[').and_then(|x| x.strip_suffix(']')) {
            for (k, e) in elems.split(',').map(str::trim).enumerate() {
                if !e.is_empty() {
                    assigns.push(format!("{n}[{k}] = {};", c_literal(e)?));
                }
            }
            continue;
        }
        let lit = c_literal(v)?;
        if let Some(k) = n.strip_prefix("nondet$") {
            nondet.push((k.parse().ok()?, lit));
        } else if n == "argc" {
            return None;
        } else if src
            .lines()
            .any(|l| l.trim_start().starts_with(&format!("#define {n} ")))
        {
            macros.insert(n.clone(), lit);
        } else {
            assigns.push(format!("{n} = {lit};"));
        }
    }
    nondet.sort();
    for line in src.lines() {
        let t = line.trim_start();
        let replaced = macros
            .iter()
            .find(|(n, _)| t.starts_with(&format!("#define {n} ")));
        match replaced {
            Some((n, v)) => text.push_str(&format!("#define {n} {v}\n")),
            None => {
                text.push_str(line);
                text.push('\n');
            }
        }
    }
    let vals: Vec<&str> = nondet.iter().map(|(_, v)| v.as_str()).collect();
    text.push_str(&format!(
        "\nstatic long long tass_nd[] = {{{}0}};\nstatic int tass_nd_i;\nstatic long long tass_next(void) {{ return tass_nd_i < {} ? tass_nd[tass_nd_i++] : 0; }}\n",
        vals.iter().map(|v| format!("{v}, ")).collect::<String>(),
        vals.len()
    ));
    if src.contains("__VERIFIER_nondet_int") {
        text.push_str("int __VERIFIER_nondet_int(void) { return (int)tass_next(); }\n");
    }
    if src.contains("__VERIFIER_assume") {
        text.push_str("void __VERIFIER_assume(int c) { if (!c) __builtin_exit(0); }\n");
    }
    if src.contains("__VERIFIER_assert") && !src.contains("void __VERIFIER_assert(int cond) {") {
        text.push_str("void __VERIFIER_assert(int c) { if (!c) __builtin_abort(); }\n");
    }
    if src.contains("reach_error")
        && !src.contains("void reach_error() {")
        && !src.contains("void reach_error(void) {")
    {
        text.push_str("void reach_error(void) { __builtin_abort(); }\n");
    }
    if src.contains("__VERIFIER_nondet_uint") {
        text.push_str(
            "unsigned int __VERIFIER_nondet_uint(void) { return (unsigned int)tass_next(); }\n",
        );
    }
    if !assigns.is_empty() {
        text.push_str(&format!(
            "__attribute__((constructor)) static void tass_inputs(void) {{ {} }}\n",
            assigns.join(" ")
        ));
    }
    Some(text)
}

/// Compiles `src` with sanitizers; the executable's path, or `None` if it does not compile.
fn compile(src: &str, dir: &Path, name: &str) -> Option<PathBuf> {
    let c = dir.join(format!("{name}.c"));
    let exe = dir.join(name);
    std::fs::write(&c, src).ok()?;
    let ok = Command::new("cc")
        .args([
            "-std=gnu99",
            "-w",
            "-g",
            "-O0",
            "-fsanitize=address,undefined,float-divide-by-zero",
            "-fno-sanitize-recover=all",
            "-o",
        ])
        .arg(&exe)
        .arg(&c)
        .arg("-lm")
        .output()
        .ok()?
        .status
        .success();
    ok.then_some(exe)
}

fn run_exe(exe: &Path) -> (i32, String) {
    let out = Command::new("timeout")
        .arg("20")
        .arg(exe)
        .env("ASAN_OPTIONS", "detect_leaks=1")
        .output()
        .expect("run");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// Whether one-based line `line` of `src` holds an annotation: a pragma, a CIVL
/// assertion, or a line of an ACSL comment.
fn annotation_line(src: &str, line: usize) -> bool {
    let mut in_acsl = false;
    for (i, text) in src.lines().enumerate() {
        let starts = text.contains("/*@");
        let inside = in_acsl || starts || text.contains("//@");
        if starts {
            in_acsl = true;
        }
        if in_acsl && text.contains("*/") {
            in_acsl = false;
        }
        if i + 1 == line {
            return inside || ["#pragma", "$assert"].iter().any(|m| text.contains(m));
        }
    }
    false
}

/// The outputs of a program as `tass show` lists them: (type, name).
fn outputs(file: &Path) -> Vec<(String, String)> {
    let r = tass(&["show", &file.display().to_string()]);
    r.stdout
        .lines()
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            (w.next()? == "output").then_some(())?;
            Some((w.next()?.to_string(), w.next()?.to_string()))
        })
        .collect()
}

/// A program that prints the bytes of its outputs at exit.
fn with_output_dump(text: &str, outs: &[(String, String)]) -> String {
    let mut s = text.to_string();
    s.push_str(
        "\n#include <stdio.h>\n__attribute__((destructor)) static void tass_outputs(void) {\n",
    );
    for (_, n) in outs {
        s.push_str(&format!(
            "  {{ const unsigned char *b = (const unsigned char *)&{n}; for (unsigned long i = 0; i < sizeof {n}; i++) printf(\"%02x\", b[i]); printf(\" {n}\\n\"); }}\n"
        ));
    }
    s.push_str("}\n");
    s
}
