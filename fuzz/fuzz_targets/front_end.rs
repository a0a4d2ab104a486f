//! Fuzz target: preprocessing, parsing and lowering arbitrary bytes as a C file must
//! never panic, overflow the stack or hang.
#![no_main]

use libfuzzer_sys::fuzz_target;
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
    for d in &out.diagnostics {
        let _ = map.location(d.span);
    }
    if out.diagnostics.iter().any(|d| d.severity == Severity::Error) {
        return;
    }
    let parsed = parse(&out.tokens, ParseOptions { civl: out.civl });
    for d in &parsed.diagnostics {
        let _ = map.location(d.span);
    }
    if parsed.diagnostics.iter().any(|d| d.severity == Severity::Error) {
        return;
    }
    let lowered = tass_model::lower(&parsed.unit);
    if let Some(p) = lowered.program {
        let _ = tass_model::show::show(&p, &map);
    }
    for d in &lowered.diagnostics {
        let _ = map.location(d.span);
    }
});
