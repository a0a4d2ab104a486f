//! The front-end pipeline: preprocess each file, parse them as one program, lower it.

use std::path::{Path, PathBuf};
use tass_model::Program;
use tass_syntax::parse::{parse, ParseOptions};
use tass_syntax::pp::{preprocess_file, PpOptions};
use tass_syntax::{Diagnostic, Severity, SourceMap, Span, TokenKind};

/// Options of the front end.
#[derive(Clone, Debug, Default)]
pub struct FrontOptions {
    /// `-I` folders.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` definitions.
    pub defines: Vec<(String, Option<String>)>,
}

/// What the front end produced.
pub struct FrontOutput {
    /// Every file read.
    pub map: SourceMap,
    /// The model, when there was no error.
    pub program: Option<Program>,
    /// Errors and warnings of every phase.
    pub diagnostics: Vec<Diagnostic>,
    /// How far the pipeline got.
    pub stage: Stage,
}

/// The last phase that ran.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Reading or preprocessing failed.
    Preprocess,
    /// Parsing failed.
    Parse,
    /// Lowering ran (successfully or not).
    Lower,
}

fn has_errors(d: &[Diagnostic]) -> bool {
    d.iter().any(|d| d.severity == Severity::Error)
}

/// Runs the front end on `files` (one program).
pub fn load(
    files: &[PathBuf],
    opts: &FrontOptions,
) -> Result<FrontOutput, (PathBuf, std::io::Error)> {
    load_into(SourceMap::new(), files, opts)
}

/// Runs the front end on `files` (one program), adding the files to `map` (so that two
/// programs compared with each other share one map of spans).
pub fn load_into(
    mut map: SourceMap,
    files: &[PathBuf],
    opts: &FrontOptions,
) -> Result<FrontOutput, (PathBuf, std::io::Error)> {
    let mut diagnostics = Vec::new();
    let mut tokens = Vec::new();
    let mut civl = false;
    let pp = PpOptions {
        include_dirs: opts.include_dirs.clone(),
        defines: opts.defines.clone(),
        undefines: Vec::new(),
    };
    for f in files {
        let (_, out) = preprocess_file(&mut map, Path::new(f), &pp).map_err(|e| (f.clone(), e))?;
        civl |= out.civl;
        diagnostics.extend(out.diagnostics);
        tokens.extend(out.tokens.into_iter().filter(|t| t.kind != TokenKind::Eof));
    }
    let end = tokens.last().map(|t| t.span).unwrap_or_default();
    tokens.push(tass_syntax::Token::new(
        TokenKind::Eof,
        Span::new(end.file, end.hi, end.hi),
    ));
    if has_errors(&diagnostics) {
        return Ok(FrontOutput {
            map,
            program: None,
            diagnostics,
            stage: Stage::Preprocess,
        });
    }
    let parsed = parse(&tokens, ParseOptions { civl });
    diagnostics.extend(parsed.diagnostics);
    if has_errors(&diagnostics) {
        return Ok(FrontOutput {
            map,
            program: None,
            diagnostics,
            stage: Stage::Parse,
        });
    }
    let lowered = tass_model::lower(&parsed.unit);
    diagnostics.extend(lowered.diagnostics);
    Ok(FrontOutput {
        map,
        program: lowered.program,
        diagnostics,
        stage: Stage::Lower,
    })
}
