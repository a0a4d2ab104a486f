//! Diagnostics: what the front end reports about bad input.
//!
//! The front end never prints; it returns [`Diagnostic`]s and the CLI renders them with
//! the source line and a caret.

use crate::source::Span;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted, but something is suspicious or ignored.
    Warning,
}

/// One message about the input, with its primary location.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong, in one sentence without a final period.
    pub message: String,
    /// Where.
    pub span: Span,
    /// Further explanations, e.g. what is supported instead.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            span,
            notes: Vec::new(),
        }
    }

    /// A warning at `span`.
    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            message: message.into(),
            span,
            notes: Vec::new(),
        }
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }
}

/// The diagnostics of one phase.
pub type Diagnostics = Vec<Diagnostic>;
