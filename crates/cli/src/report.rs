//! Rendering diagnostics with the source line and a caret.
//!
//! Rendered by `codespan-reporting` (file:line:column, source line, caret); a line longer
//! than 400 characters (`MAX_SHOWN_LINE`) is not echoed. The front end reports at most
//! 20 errors per run (`tass_model::frontend::MAX_ERRORS`).

use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::{self, termcolor::WriteColor};
use tass_syntax::{Diagnostic, Severity, SourceMap};

/// The longest source line shown under a diagnostic; a diagnostic on a longer line (a
/// generated expression, a file that is not C) is shown without it.
const MAX_SHOWN_LINE: usize = 400;

/// Writes `diags` to `out` in the style of compilers: `file:line:col`, the message, the
/// source line with a caret, and notes.
pub fn render(
    map: &SourceMap,
    diags: &[Diagnostic],
    out: &mut dyn WriteColor,
) -> std::io::Result<()> {
    let mut files = SimpleFiles::new();
    let mut ids = Vec::new();
    for (_, f) in map.files() {
        ids.push(files.add(f.path.display().to_string(), f.text.to_string()));
    }
    let config = term::Config::default();
    for d in diags {
        let sev = match d.severity {
            Severity::Error => CsDiagnostic::error(),
            Severity::Warning => CsDiagnostic::warning(),
        };
        let mut cs = sev
            .with_message(d.message.clone())
            .with_notes(d.notes.clone());
        if ids.get(d.span.file.0 as usize).is_some() {
            let l = map.location(d.span);
            if map.file(d.span.file).line_text(l.line).len() > MAX_SHOWN_LINE {
                writeln!(out, "{}", plain(map, std::slice::from_ref(d)).trim_end())?;
                for n in &d.notes {
                    writeln!(out, "  = {n}")?;
                }
                continue;
            }
        }
        if let Some(&fid) = ids.get(d.span.file.0 as usize) {
            let len = map.file(d.span.file).text.len();
            let lo = (d.span.lo as usize).min(len);
            let hi = (d.span.hi as usize).clamp(lo, len);
            cs = cs.with_labels(vec![Label::primary(fid, lo..hi)]);
        }
        if term::emit(out, &config, &files, &cs).is_err() {
            // Fall back to a plain line when the span does not fit the file.
            writeln!(
                out,
                "{}: {}",
                if d.severity == Severity::Error {
                    "error"
                } else {
                    "warning"
                },
                d.message
            )?;
        }
    }
    Ok(())
}

/// `file:line:col: severity: message` lines, for tests and machine consumption.
pub fn plain(map: &SourceMap, diags: &[Diagnostic]) -> String {
    let mut s = String::new();
    for d in diags {
        let loc = if (d.span.file.0 as usize) < map.files().count() {
            map.location(d.span).to_string()
        } else {
            "<unknown>".to_string()
        };
        let sev = if d.severity == Severity::Error {
            "error"
        } else {
            "warning"
        };
        s.push_str(&format!("{loc}: {sev}: {}\n", d.message));
    }
    s
}
