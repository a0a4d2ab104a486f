//! The exit statuses of `tass`.

/// Exit status: every property holds.
pub const EXIT_HOLDS: i32 = 0;
/// Exit status: a violation was found.
pub const EXIT_VIOLATION: i32 = 1;
/// Exit status: usage or input error.
pub const EXIT_ERROR: i32 = 2;
/// Exit status: unknown (bound hit, time out, prover gave up).
pub const EXIT_UNKNOWN: i32 = 3;
