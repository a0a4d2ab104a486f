//! The `tass` command: arguments, the front-end pipeline, reports and exit codes.
//!
//! This is the only crate of tass that prints.
#![warn(missing_docs)]

pub mod args;
pub mod frontend;
pub mod ipp;
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

/// A flag set by Ctrl-C, so a search can stop and report what it found.
pub fn interrupt_flag() -> std::sync::Arc<std::sync::atomic::AtomicBool> {
    let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let f = flag.clone();
    // A second Ctrl-C (or a failure to install the handler) falls back to the default.
    let _ = ctrlc::set_handler(move || {
        if f.swap(true, std::sync::atomic::Ordering::SeqCst) {
            std::process::exit(130);
        }
    });
    flag
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
