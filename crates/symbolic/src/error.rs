//! The error type of the crate.
//!
//! Every fallible operation of `tass-symbolic` returns [`Result`], whose error is the one
//! enum [`Error`]. Construction errors (ill-typed operands, division by a literal zero) and
//! evaluation errors (unassigned symbolic constants, out-of-bounds reads, division by zero
//! at a point) share the enum so that callers handle one type.

use thiserror::Error;

/// The result type of the crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in `tass-symbolic`.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// An operand of a constructor has the wrong type.
    #[error("type error in {operation}: expected {expected}, found {found}")]
    TypeMismatch {
        /// The operation being built, such as `plus` or `read`.
        operation: &'static str,
        /// What the operation needed.
        expected: String,
        /// The type (or description) of what it was given.
        found: String,
    },
    /// A constructor received an argument that is well typed but not allowed, such as a
    /// reserved symbol name or a tuple field index out of range.
    #[error("invalid argument to {operation}: {reason}")]
    InvalidArgument {
        /// The operation being built.
        operation: &'static str,
        /// Why the argument was refused.
        reason: String,
    },
    /// Division (real, or C integer `/` and `%`) by a divisor that evaluates to zero, or
    /// a rational constant with a zero denominator.
    #[error("division by zero")]
    DivisionByZero,
    /// Evaluation met a symbolic constant that the assignment does not give a value to.
    #[error("symbolic constant `{0}` has no value in the assignment")]
    Unassigned(String),
    /// Evaluation read or wrote an array out of its bounds.
    #[error("array index {index} out of bounds for extent {extent}")]
    IndexOutOfBounds {
        /// The index used.
        index: String,
        /// The extent of the array.
        extent: String,
    },
    /// A value does not fit the type it is used at (in an assignment or a conversion).
    #[error("value does not have type {expected}: {found}")]
    ValueType {
        /// The expected type.
        expected: String,
        /// The value given.
        found: String,
    },
    /// Evaluation cannot be carried out by enumeration: a quantifier over an infinite or
    /// too large range, a quantifier over the reals with a non-empty range, a negative
    /// array extent, a character code out of range.
    #[error("cannot evaluate: {0}")]
    NotEvaluable(String),
}
