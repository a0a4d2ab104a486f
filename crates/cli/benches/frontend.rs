//! Front-end benchmark: preprocessing, parsing and lowering a generated program of about
//! 20,000 lines (functions with loops, arrays, structs, pointers, macros, pragmas and
//! ACSL annotations). Prints the time of each phase (best of several runs) and the peak
//! resident memory of the process.
//!
//! Run: `cargo bench -p tass-cli --bench frontend`.

use std::fmt::Write;
use std::time::{Duration, Instant};
use tass_syntax::parse::{parse, ParseOptions};
use tass_syntax::pp::{preprocess, PpOptions};
use tass_syntax::SourceMap;

/// A program of about `lines` lines.
fn generate(lines: usize) -> String {
    let mut s = String::new();
    s.push_str("#include <assert.h>\n#include <stdlib.h>\n#include <math.h>\n");
    s.push_str("#pragma TASS input int\n#define B 10\n#pragma TASS input {0 <= n && n <= B} int\n#define n 10\n");
    s.push_str("#define SQUARE(x) ((x) * (x))\n#define MAX(a, b) ((a) > (b) ? (a) : (b))\n");
    s.push_str("typedef struct { double x, y; int tag; } Point;\n");
    s.push_str("#pragma TASS output\ndouble result;\n");
    let mut i = 0;
    while s.lines().count() < lines {
        let _ = write!(
            s,
            r#"
/*@ requires k >= 0;
    ensures \result >= 0;
 */
static int f{i}(int k, double *v, Point *p) {{
  int acc = 0, j;
  double t = 0.0;
  /*@ loop invariant 0 <= j <= k;
      loop assigns j, acc, t;
   */
  for (j = 0; j < k; j++) {{
    acc += SQUARE(j) % 7;
    t = t + v[j] * 2.5 - p->x;
    if (acc > 100 && j % 3 == 0)
      acc = MAX(acc - 50, 0);
    else if (j == 5)
      continue;
  }}
  p->y = t;
  p->tag = acc;
#pragma TASS assert acc >= 0
  assert(acc < 1000000);
  return acc;
}}
"#
        );
        i += 1;
    }
    s.push_str("int main(void) {\n  double v[16];\n  Point p = {1.0, 2.0, 0};\n  int total = 0;\n  for (int i = 0; i < 16; i++) v[i] = i;\n");
    for k in 0..i.min(200) {
        let _ = writeln!(s, "  total += f{k}(n, v, &p);");
    }
    s.push_str("  result = total;\n  return 0;\n}\n");
    s
}

fn peak_rss_kib() -> Option<u64> {
    let st = std::fs::read_to_string("/proc/self/status").ok()?;
    st.lines()
        .find(|l| l.starts_with("VmHWM:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

fn main() {
    let text = generate(20_000);
    let lines = text.lines().count();
    let runs = 5;
    let (mut pp_best, mut parse_best, mut lower_best, mut total_best) =
        (Duration::MAX, Duration::MAX, Duration::MAX, Duration::MAX);
    let mut tokens = 0;
    let mut locations = 0;
    for _ in 0..runs {
        let t0 = Instant::now();
        let mut map = SourceMap::new();
        let id = map.add("generated.c", text.as_str(), false);
        let out = preprocess(&mut map, id, &PpOptions::default());
        let t1 = Instant::now();
        assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics.first());
        tokens = out.tokens.len();
        let parsed = parse(&out.tokens, ParseOptions::default());
        let t2 = Instant::now();
        assert!(
            parsed.diagnostics.is_empty(),
            "{:?}",
            parsed.diagnostics.first()
        );
        let lowered = tass_model::lower(&parsed.unit);
        let t3 = Instant::now();
        let program = lowered.program.expect("the generated program lowers");
        locations = program.functions.iter().map(|f| f.locations.len()).sum();
        pp_best = pp_best.min(t1 - t0);
        parse_best = parse_best.min(t2 - t1);
        lower_best = lower_best.min(t3 - t2);
        total_best = total_best.min(t3 - t0);
    }
    println!(
        "front end on a generated program: {lines} lines, {tokens} tokens, {locations} locations"
    );
    println!("  preprocess  {:>8.1} ms", pp_best.as_secs_f64() * 1e3);
    println!("  parse       {:>8.1} ms", parse_best.as_secs_f64() * 1e3);
    println!("  lower       {:>8.1} ms", lower_best.as_secs_f64() * 1e3);
    println!(
        "  total       {:>8.1} ms (best of {runs})",
        total_best.as_secs_f64() * 1e3
    );
    if let Some(kib) = peak_rss_kib() {
        println!("  peak RSS    {:>8.1} MiB", kib as f64 / 1024.0);
    }
}
