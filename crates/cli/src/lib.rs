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
pub mod verify;

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

/// Writes `text` (a whole report) on standard output and returns `code`, or, when the
/// write fails (a full disk, a closed pipe), says so on standard error and returns
/// [`EXIT_ERROR`]: a report that did not reach its reader is no verdict. Under
/// [`control::report_lock`], so that the watchdog never prints over it.
pub fn emit(text: &[u8], code: i32) -> i32 {
    use std::io::Write;
    let _guard = control::report_lock();
    let mut out = std::io::stdout().lock();
    match out.write_all(text).and_then(|()| out.flush()) {
        Ok(()) => code,
        Err(e) => {
            eprintln!("error: cannot write the report to standard output: {e}");
            EXIT_ERROR
        }
    }
}

/// Exit status: every property holds.
pub const EXIT_HOLDS: i32 = 0;
/// Exit status: a violation was found.
pub const EXIT_VIOLATION: i32 = 1;
/// Exit status: usage or input error.
pub const EXIT_ERROR: i32 = 2;
/// Exit status: unknown (bound hit, time out, prover gave up).
pub const EXIT_UNKNOWN: i32 = 3;

/// Whether an input's type is a number (a value `-inputNAME=VALUE` can fix).
pub fn is_scalar_input(t: &tass_model::Type) -> bool {
    t.is_arithmetic()
}
