//! The front-end pipeline: preprocess each file, parse them as one program, lower it.
//! Used by the CLI and by in-process tests of the engine (files on disk or texts in
//! memory).

use crate::Program;
use std::path::{Path, PathBuf};
use tass_syntax::parse::{parse, ParseOptions};
use tass_syntax::pp::{preprocess, preprocess_file, PpOptions};
use tass_syntax::{Diagnostic, Severity, SourceMap, Span, TokenKind};

/// Options of the front end.
#[derive(Clone, Debug, Default)]
pub struct FrontOptions {
    /// `-I` folders.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` definitions.
    pub defines: Vec<(String, Option<String>)>,
    /// Read the CIVL-C dialect from the start (`--civl`).
    pub civl: bool,
    /// For the implementation of `tass compare`: the specification's variables, which
    /// `spec.x` in its joint annotations reads ([`crate::SpecScope::of`]). Default is
    /// none.
    pub spec: Option<std::sync::Arc<crate::SpecScope>>,
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

/// The most errors (and, apart, warnings) reported for one run.
pub const MAX_ERRORS: usize = 20;

/// Keeps the first [`MAX_ERRORS`] errors and warnings; when there are more errors, an
/// error "too many errors; stopping" follows them (at the first error left out), and
/// more warnings are counted in one warning.
fn cap(diagnostics: &mut Vec<Diagnostic>) {
    let (mut errors, mut warnings) = (0, 0);
    let mut dropped_warnings = 0;
    let mut kept = Vec::new();
    for d in diagnostics.drain(..) {
        match d.severity {
            Severity::Error if errors == MAX_ERRORS => {
                kept.push(Diagnostic::error(
                    d.span,
                    format!("too many errors (more than {MAX_ERRORS}); stopping"),
                ));
                break;
            }
            Severity::Error => {
                errors += 1;
                kept.push(d);
            }
            Severity::Warning if warnings == MAX_ERRORS => dropped_warnings += 1,
            Severity::Warning => {
                warnings += 1;
                kept.push(d);
            }
        }
    }
    if dropped_warnings > 0 {
        if let Some(span) = kept.last().map(|d| d.span) {
            kept.push(Diagnostic::warning(
                span,
                format!("{dropped_warnings} more warning(s) are not shown"),
            ));
        }
    }
    *diagnostics = kept;
}

/// How many errors `diagnostics` hold, as text: "3 error(s)", or "more than 20 errors"
/// when they were cut short.
pub fn error_count(diagnostics: &[Diagnostic]) -> String {
    let n = diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .count();
    if n > MAX_ERRORS {
        format!("more than {MAX_ERRORS} errors")
    } else {
        format!("{n} error(s)")
    }
}

/// The message for a file that cannot be read: `path:line:column: what` for a file that
/// is not C source text, `cannot read path: why` otherwise.
pub fn read_error(path: &Path, e: &std::io::Error) -> String {
    match e
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<tass_syntax::pp::NotText>())
    {
        Some(n) => format!("{}:{}:{}: {}", path.display(), n.line, n.column, n.message),
        None => format!("cannot read {}: {e}", path.display()),
    }
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
    map: SourceMap,
    files: &[PathBuf],
    opts: &FrontOptions,
) -> Result<FrontOutput, (PathBuf, std::io::Error)> {
    let inputs: Vec<Input<'_>> = files.iter().map(|f| Input::Path(f)).collect();
    load_inputs(map, &inputs, opts)
}

/// A file of a program: on disk, or a text in memory with the name it is reported by.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// A file to read.
    Path(&'a Path),
    /// A text and its name.
    Text {
        /// The name in reports.
        name: &'a Path,
        /// The C source.
        text: &'a str,
    },
}

/// Runs the front end on `inputs` (one program), adding them to `map`.
pub fn load_inputs(
    mut map: SourceMap,
    inputs: &[Input<'_>],
    opts: &FrontOptions,
) -> Result<FrontOutput, (PathBuf, std::io::Error)> {
    let mut diagnostics = Vec::new();
    let mut tokens = Vec::new();
    let mut civl = false;
    let pp = PpOptions {
        include_dirs: opts.include_dirs.clone(),
        defines: opts.defines.clone(),
        undefines: Vec::new(),
        civl: opts.civl,
    };
    for input in inputs {
        let out = match input {
            Input::Path(f) => {
                preprocess_file(&mut map, f, &pp)
                    .map_err(|e| (f.to_path_buf(), e))?
                    .1
            }
            Input::Text { name, text } => {
                let id = map.add(name, *text, false);
                preprocess(&mut map, id, &pp)
            }
        };
        civl |= out.civl;
        diagnostics.extend(out.diagnostics);
        tokens.extend(out.tokens.into_iter().filter(|t| t.kind != TokenKind::Eof));
    }
    let end = tokens.last().map(|t| t.span).unwrap_or_default();
    tokens.push(tass_syntax::Token::new(
        TokenKind::Eof,
        Span::new(end.file, end.hi, end.hi),
    ));
    cap(&mut diagnostics);
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
    cap(&mut diagnostics);
    if has_errors(&diagnostics) {
        return Ok(FrontOutput {
            map,
            program: None,
            diagnostics,
            stage: Stage::Parse,
        });
    }
    let lowered = crate::lower_with(&parsed.unit, opts.spec.clone());
    diagnostics.extend(lowered.diagnostics);
    cap(&mut diagnostics);
    Ok(FrontOutput {
        map,
        program: lowered.program,
        diagnostics,
        stage: Stage::Lower,
    })
}
