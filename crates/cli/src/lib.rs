//! The `tass` command: arguments, the front-end pipeline, reports and exit codes.
//!
//! This is the only crate of tass that prints.
#![warn(missing_docs)]

pub mod args;
pub mod control;
pub mod frontend;
pub mod ipp;
pub mod json;
pub mod prover;
pub mod report;
pub mod signal;
pub mod text;
pub mod verify;

mod exit;

pub use control::emit;
pub use exit::{EXIT_ERROR, EXIT_HOLDS, EXIT_UNKNOWN, EXIT_VIOLATION};

/// Standard error, coloured when it is a terminal.
pub fn stderr_stream() -> codespan_reporting::term::termcolor::StandardStream {
    use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
    use std::io::IsTerminal;
    let choice = if std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none() {
        ColorChoice::Auto
    } else {
        ColorChoice::Never
    };
    StandardStream::stderr(choice)
}

/// Whether an input's type is a number (a value `-inputNAME=VALUE` can fix).
pub fn is_scalar_input(t: &tass_model::Type) -> bool {
    t.is_arithmetic()
}
