//! The error type of the crate.
//!
//! Errors are what went wrong while talking to a solver: it could not be
//! started, it died, it did not answer in time, or it answered something that
//! is not SMT-LIB2. The prover never lets an error escape as an answer: it
//! turns every error into a [`Maybe`](crate::Answer::Maybe) whose
//! [`Reason`](crate::Reason) carries the error's message.

use std::path::PathBuf;
use std::time::Duration;

use crate::smt::SolverKind;

/// Everything that can go wrong in this crate.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The solver's program does not exist: not on `PATH`, or not at the
    /// configured path.
    #[error("{kind} not found at {}", program.display())]
    SolverNotFound {
        /// Which solver was looked for.
        kind: SolverKind,
        /// The program that was looked for.
        program: PathBuf,
    },
    /// The solver's program exists but could not be started.
    #[error("cannot start {kind} ({}): {source}", program.display())]
    Spawn {
        /// Which solver was started.
        kind: SolverKind,
        /// The program that was started.
        program: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// Reading from or writing to the solver (or the replay file) failed.
    #[error("I/O error talking to {kind}: {source}")]
    Io {
        /// Which solver.
        kind: SolverKind,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// The solver did not answer before its wall-clock deadline; its process
    /// was killed and will be restarted on the next command.
    #[error("{kind} did not answer within {after:?}; process killed")]
    Timeout {
        /// Which solver.
        kind: SolverKind,
        /// How long the session waited.
        after: Duration,
    },
    /// The solver process ended (it crashed, was killed, or quit after an
    /// error); it will be restarted on the next command.
    #[error("{kind} exited ({status}){}", stderr_suffix(stderr))]
    Exited {
        /// Which solver.
        kind: SolverKind,
        /// The exit status, as the operating system reports it.
        status: String,
        /// The last lines the solver wrote on its standard error.
        stderr: String,
    },
    /// The operation was cancelled through a [`Canceller`](crate::smt::Canceller).
    #[error("{kind}: query cancelled")]
    Cancelled {
        /// Which solver.
        kind: SolverKind,
    },
    /// The solver answered a command with `(error "...")`.
    #[error("{kind} reported an error on `{command}`: {message}")]
    Solver {
        /// Which solver.
        kind: SolverKind,
        /// The command that was refused, as sent (possibly shortened).
        command: String,
        /// The solver's message.
        message: String,
    },
    /// The solver answered something other than what the command calls for.
    #[error("{kind} answered `{response}` to `{command}`")]
    Unexpected {
        /// Which solver.
        kind: SolverKind,
        /// The command, as sent (possibly shortened).
        command: String,
        /// The response, as received (possibly shortened).
        response: String,
    },
    /// The solver's output is not SMT-LIB: a malformed S-expression, a response
    /// that the command cannot have (`hello` to `(check-sat)`), or text left
    /// incomplete when the wait for a response ended. The solver is broken, not
    /// slow: its answers cannot be trusted for the rest of the run.
    #[error(
        "{kind} answered `{response}`{}, which is not SMT-LIB",
        command_suffix(command)
    )]
    NotSmtLib {
        /// Which solver.
        kind: SolverKind,
        /// The command answered, as sent (possibly shortened; empty if unknown).
        command: String,
        /// What the solver printed (possibly shortened).
        response: String,
    },
    /// Text that is not a well-formed SMT-LIB2 S-expression.
    #[error("malformed S-expression: {0}")]
    Parse(String),
    /// A name that cannot be an SMT-LIB2 symbol (empty, or containing `|` or `\`).
    #[error("invalid SMT-LIB2 symbol {0:?}")]
    InvalidSymbol(String),
    /// An expression that has no SMT-LIB2 translation (yet).
    #[error("cannot translate to SMT-LIB2: {0}")]
    Untranslatable(String),
    /// The terms of a query would have more nodes than the translation allows.
    #[error("the query is too large for the solvers (more than {limit} terms in SMT-LIB2)")]
    TooLarge {
        /// The most nodes allowed.
        limit: u64,
    },
    /// The deadline of the run passed while the query was being translated.
    #[error("the time limit of the run was reached while the query was translated")]
    Deadline,
    /// Two declarations of the same symbol that differ.
    #[error("conflicting declarations of `{0}`")]
    ConflictingDeclarations(String),
}

fn command_suffix(command: &str) -> String {
    if command.is_empty() {
        String::new()
    } else {
        format!(" to `{command}`")
    }
}

fn stderr_suffix(stderr: &str) -> String {
    let stderr = stderr.trim();
    if stderr.is_empty() {
        String::new()
    } else {
        format!("; stderr: {stderr}")
    }
}

/// The result type of this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;
