//! Fuzz target: symbolic execution of any program the front end accepts must never
//! panic or hang (the simplifier alone decides, with small limits).
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::time::Duration;
use tass_explore::{Config, SimplifierOracle};
use tass_syntax::parse::{parse, ParseOptions};
use tass_syntax::pp::{preprocess, PpOptions};
use tass_syntax::{Severity, SourceMap};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut map = SourceMap::new();
    let id = map.add("fuzz.c", text, false);
    let out = preprocess(&mut map, id, &PpOptions::default());
    if out.diagnostics.iter().any(|d| d.severity == Severity::Error) {
        return;
    }
    let parsed = parse(&out.tokens, ParseOptions { civl: out.civl });
    if parsed.diagnostics.iter().any(|d| d.severity == Severity::Error) {
        return;
    }
    let Some(program) = tass_model::lower(&parsed.unit).program else {
        return;
    };
    let mut cfg = Config::default();
    cfg.max_depth = 5_000;
    cfg.max_states = 500;
    cfg.loop_bound = 50;
    cfg.time_limit = Some(Duration::from_millis(500));
    let mut oracle = SimplifierOracle::default();
    let _ = tass_explore::verify(&[&program], &cfg, &mut oracle, None, None);
});
