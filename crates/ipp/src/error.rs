//! The one error type of the crate.

use std::path::PathBuf;
use std::time::Duration;

/// Why a run of Frama-C produced no per-obligation results.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// `frama-c` is not on `PATH` (or the configured program does not exist).
    #[error(
        "frama-c not found ({program}); install frama-c-base and why3, then run .ci/why3-setup"
    )]
    FramaCNotFound {
        /// The program that was looked for.
        program: String,
    },
    /// The input file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// Frama-C could not be started or its output read.
    #[error("running frama-c: {0}")]
    Io(#[from] std::io::Error),
    /// Frama-C ran longer than the whole-run limit and was killed.
    #[error("frama-c did not finish within {0:?} and was killed")]
    Timeout(Duration),
    /// The run was ended from outside ([`crate::terminate_all`]: a signal, or a limit of
    /// the run) and Frama-C was killed.
    #[error("frama-c was stopped: the run was interrupted")]
    Interrupted,
    /// Frama-C stopped with an error (a parse or typing error in the annotations, a
    /// missing prover, a crash); `log` is the end of what it printed.
    #[error("frama-c failed ({status}):\n{log}")]
    Crashed {
        /// The exit status, as the system describes it.
        status: String,
        /// The last lines of its output.
        log: String,
    },
    /// Frama-C's log did not have the expected shape (e.g. fewer goals than scheduled).
    #[error("cannot read frama-c's log: {0}")]
    Parse(String),
}

/// The crate's result type.
pub type Result<T> = std::result::Result<T, Error>;
