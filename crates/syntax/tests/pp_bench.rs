//! Manual timing of the preprocessor on files named in `TASS_PP_FILES` (separated by `:`):
//! `TASS_PP_FILES=a.c:b.c cargo test --release -p tass-syntax --test pp_bench -- --ignored --nocapture`

use tass_syntax::pp::{preprocess_file, PpOptions};
use tass_syntax::{Severity, SourceMap};

#[test]
#[ignore]
fn time_files() {
    let Ok(files) = std::env::var("TASS_PP_FILES") else {
        return;
    };
    for f in files.split(':').filter(|f| !f.is_empty()) {
        let mut map = SourceMap::new();
        let start = std::time::Instant::now();
        let (_, out) = preprocess_file(&mut map, std::path::Path::new(f), &PpOptions::default())
            .expect("readable file");
        let elapsed = start.elapsed();
        let errors = out
            .diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .count();
        eprintln!(
            "{f}: {} tokens, {errors} errors, {elapsed:?}",
            out.tokens.len()
        );
        for d in out.diagnostics.iter().take(3) {
            eprintln!("  {}: {}", map.location(d.span), d.message);
        }
    }
}
